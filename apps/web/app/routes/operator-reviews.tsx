/**
 * `/operator/reviews?kind=item|delivery_man`: the reviews customers wrote,
 * latest first; Hide takes an abusive one off the storefront (and its star
 * out of the counts), Show again brings it back.
 */
import type { WireOperatorReviews } from '@souq/api/answers';
import { data, Link, useFetcher } from 'react-router';
import type { Route } from './+types/operator-reviews';
import { Button } from '../components/ui/button.tsx';
import { useAnswerToast } from '../components/ui/toast.tsx';
import { useT } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { asOperator, requireOperator } from '../features/operator/operator.server.ts';
import type { OperatorActionResult } from './resources/operator.ts';

const KINDS = ['item', 'delivery_man'] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = requireOperator(request, context, prefs);
  const kind: (typeof KINDS)[number] = url.searchParams.get('kind') === 'delivery_man' ? 'delivery_man' : 'item';
  const answer = await asOperator(context, () => api.get('/operator/reviews', { kind, limit: 50, offset: 1 }));
  return data({ kind, reviews: answer.reviews }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function OperatorReviews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, reviews } = loaderData;
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <h1 id="reviews-title" className="text-2xl font-bold">
        {t('op.reviews')}
      </h1>
      <ul className="flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <li key={k}>
            <Link
              to={`/operator/reviews?kind=${k}`}
              aria-current={k === kind ? 'page' : undefined}
              className="inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600 dark:ring-slate-700 dark:hover:bg-slate-800"
            >
              {t(`op.kind.${k}`)}
            </Link>
          </li>
        ))}
      </ul>
      {reviews.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800">
          {t('op.noReviews')}
        </p>
      ) : (
        <ul aria-label={t(`op.kind.${kind}`)} className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewRow review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({ review }: { review: WireOperatorReviews['reviews'][number] }) {
  const t = useT();
  const format = useFormat();
  const fetcher = useFetcher<OperatorActionResult>();
  useAnswerToast(fetcher);
  return (
    <article
      aria-label={review.subject_name ?? ''}
      className={`flex flex-wrap items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${review.visible ? '' : 'opacity-70'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <bdi>{review.subject_name}</bdi>
          {!review.visible && (
            <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">
              {t('op.hidden')}
            </span>
          )}
        </p>
        <p className="text-sm text-amber-700 dark:text-amber-400">
          {'★'.repeat(review.rating)}
          <span className="sr-only">{t('op.stars', { count: format.number(review.rating) })}</span>
        </p>
        {review.comment && (
          <p dir="auto" className="mt-1 text-sm">
            {review.comment}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <bdi>{t('op.reviewBy', { name: review.customer_name ?? t('op.someone'), id: String(review.order_id) })}</bdi>
        </p>
      </div>
      <fetcher.Form method="post" action="/resources/operator">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="kind" value={review.kind} />
        <input type="hidden" name="review_id" value={review.id} />
        <input type="hidden" name="visible" value={review.visible ? '0' : '1'} />
        <Button
          type="submit"
          size="sm"
          variant={review.visible ? 'danger-outline' : 'outline'}
          busy={fetcher.state !== 'idle'}
        >
          {t(review.visible ? 'op.hide' : 'op.show')}
        </Button>
      </fetcher.Form>
    </article>
  );
}
