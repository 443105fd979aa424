/**
 * Reviews of an item or a store: the average with the breakdown by star
 * (bars with each star's share), then one page of reviews, newest first,
 * with their photos, and page links (?reviews=N) under them.
 */
import { ratingShares } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useFormat } from '../catalog/format.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { Stars } from '../catalog/stars.tsx';
import { REVIEW_PAGE_PARAM } from './review-params.ts';
import type { ReviewPage, ReviewSummary, ReviewView } from './types.ts';

interface ReviewsSectionProps {
  summary: ReviewSummary;
  page: ReviewPage;
  /** Name the item each review is about (a store's reviews). */
  showItem?: boolean;
}

/** Below the item or the store's items: it hydrates in a task of its own, after the rest. */
export function ReviewsSection(props: ReviewsSectionProps) {
  return (
    <HydrateLater>
      <Reviews {...props} />
    </HydrateLater>
  );
}

function Reviews({ summary, page, showItem = false }: ReviewsSectionProps) {
  const t = useT();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('reviews.title')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-[260px_1fr]">
        <Breakdown summary={summary} />
        <div className="min-w-0">
          {page.reviews.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-6 text-center text-sm text-slate-500 dark:bg-slate-900 dark:text-slate-400">
              {t('reviews.none')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {page.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} showItem={showItem} />
              ))}
            </ul>
          )}
          <Pagination
            page={page.page}
            total={page.total}
            pageSize={page.pageSize}
            param={REVIEW_PAGE_PARAM}
            label={t('reviews.pages')}
          />
        </div>
      </div>
    </section>
  );
}

function Breakdown({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  const format = useFormat();
  const shares = ratingShares(summary.ratings);
  return (
    <div className="rounded-3xl bg-slate-50 p-5 dark:bg-slate-900">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold">{format.rating(summary.average)}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400">{t('reviews.outOf')}</span>
      </p>
      <div className="mt-1">
        <Stars rating={summary.average} />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('reviews.count', { count: summary.count })}</p>
      <ul aria-label={t('reviews.breakdown')} className="mt-4 flex flex-col gap-1.5">
        {summary.ratings.map((count, index) => {
          const stars = 5 - index;
          return (
            <li
              key={stars}
              className="flex items-center gap-2 text-xs"
              aria-label={t('reviews.share', { stars, count })}
            >
              <span aria-hidden="true" className="w-3 text-end font-semibold">
                {format.number(stars)}
              </span>
              <span
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${shares[index]}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-end text-slate-500 dark:text-slate-400">
                {format.number(count)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review, showItem }: { review: ReviewView; showItem: boolean }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="py-4 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <bdi>{review.customerName ?? t('reviews.anonymous')}</bdi>
        </p>
        {review.date && <p className="text-xs text-slate-500 dark:text-slate-400">{format.date(review.date)}</p>}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        {showItem && review.itemName && (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('reviews.on', { item: review.itemName })}
          </span>
        )}
      </div>
      {review.comment && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">
          <bdi>{review.comment}</bdi>
        </p>
      )}
      {review.images.length > 0 && (
        <ul aria-label={t('reviews.photos')} className="mt-2 flex gap-2">
          {review.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer" aria-label={t('reviews.openPhoto', { n: i + 1 })}>
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-xl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
