/**
 * "Rate your order" on a delivered order's page (issue 19): one form per
 * item not yet rated (stars 1–5, a comment, up to 3 photos) and one for the
 * courier. Each posts to /resources/reviews; the page reloads its order, so
 * a rated item leaves the list.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { LIMITS, REVIEW_COMMENT_MAX } from '@souq/domain';
import { Button } from '../../components/ui/button.tsx';
import { useAnswerToast, useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { ReviewActionResult } from '../../routes/resources/reviews.ts';
import { Picture } from '../catalog/picture.tsx';
import type { OrderView } from '../orders/types.ts';

const ACCEPTED = 'image/jpeg,image/png,image/gif';
const ACCEPTED_TYPES = new Set(ACCEPTED.split(','));

type ReviewFetcher = FetcherWithComponents<ReviewActionResult>;

export function OrderReviews({ order }: { order: OrderView }) {
  const t = useT();
  // One fetcher for the section, which stays mounted while a rated item's form leaves, so its answer is still toasted.
  const fetcher = useFetcher<ReviewActionResult>({ key: `reviews-${order.id}` });
  const [thanked, setThanked] = useState(false);
  useAnswerToast(fetcher, (answer) => {
    if (answer.ok) setThanked(true);
  });
  const { items, courier } = order.toReview;
  if (items.length === 0 && !(courier && order.deliveryMan)) {
    return thanked ? (
      <p
        role="status"
        className="rounded-3xl bg-brand-50 p-5 text-sm font-semibold text-brand-900 dark:bg-brand-900/30 dark:text-brand-100"
      >
        {t('reviews.allDone')}
      </p>
    ) : null;
  }
  return (
    <section
      id="rate-order"
      aria-labelledby="rate-order-title"
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="rate-order-title" className="text-lg font-bold">
        {t('reviews.rateTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('reviews.rateBody')}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.itemId}>
            <ReviewForm
              fetcher={fetcher}
              orderId={order.id}
              intent="item"
              targetId={item.itemId}
              title={t('reviews.rateItem', { item: item.name })}
              image={item.image}
              photos
            />
          </li>
        ))}
        {courier && order.deliveryMan && (
          <li>
            <ReviewForm
              fetcher={fetcher}
              orderId={order.id}
              intent="courier"
              targetId={order.deliveryMan.id}
              title={t('reviews.rateCourier', { name: order.deliveryMan.name })}
              image={order.deliveryMan.image}
            />
          </li>
        )}
      </ul>
    </section>
  );
}

function ReviewForm({
  fetcher,
  orderId,
  intent,
  targetId,
  title,
  image,
  photos = false,
}: {
  fetcher: ReviewFetcher;
  orderId: number;
  intent: 'item' | 'courier';
  targetId: number;
  title: string;
  image: string | null;
  photos?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const busy =
    fetcher.state !== 'idle' &&
    fetcher.formData?.get(intent === 'item' ? 'item_id' : 'delivery_man_id') === String(targetId);

  /** Spec §5, §8: at most 3 images of the accepted types, checked as they are chosen. */
  const checkFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const error =
      files.length > LIMITS.maxImagesPerUpload
        ? t('checkout.maxImages')
        : files.some((f) => !ACCEPTED_TYPES.has(f.type))
          ? t('validation.imageFormat')
          : null;
    setFileError(error);
    if (error) {
      event.target.value = '';
      toast(error, { kind: 'error' });
    }
  };

  return (
    <fetcher.Form
      method="post"
      action="/resources/reviews"
      encType="multipart/form-data"
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(event) => {
        if (rating < 1) {
          event.preventDefault();
          toast(t('reviews.chooseRating'), { kind: 'error' });
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name={intent === 'item' ? 'item_id' : 'delivery_man_id'} value={targetId} />
      <div className="flex items-center gap-3">
        <Picture src={image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl object-cover" />
        <p id={`${id}-title`} className="font-semibold">
          <bdi>{title}</bdi>
        </p>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{title}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('reviews.stars', { stars })}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${stars <= rating ? 'fill-amber-400' : 'fill-slate-200 dark:fill-slate-700'}`}
              >
                <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 block text-sm font-medium" htmlFor={`${id}-comment`}>
        {t('reviews.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        name="comment"
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        placeholder={t('reviews.commentPlaceholder')}
        className="mt-1 w-full rounded-xl border border-slate-300 bg-white p-3 text-base dark:border-slate-600 dark:bg-slate-900"
      />
      {photos && (
        <div className="mt-2">
          <label className="text-sm font-medium" htmlFor={`${id}-photos`}>
            {t('reviews.addPhotos')}
          </label>
          <input
            id={`${id}-photos`}
            type="file"
            name="image"
            accept={ACCEPTED}
            multiple
            onChange={checkFiles}
            aria-describedby={`${id}-hint`}
            aria-invalid={fileError ? true : undefined}
            className="mt-1 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {fileError ?? t('reviews.photosHint')}
          </p>
        </div>
      )}
      <Button type="submit" disabled={busy} className="mt-3">
        {busy ? t('reviews.submitting') : t('reviews.submit')}
      </Button>
    </fetcher.Form>
  );
}
