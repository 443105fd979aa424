/**
 * `/product/:id` (id or slug; `module_id` from shared links): the item
 * detail view as a server-rendered page, titled and described for search
 * engines, with more items of the same store below.
 */
import { Link } from 'react-router';
import type { Route } from './+types/product';
import { Icon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs, pageParam } from '../features/catalog/catalog.server.ts';
import { storeHref } from '../features/catalog/links.ts';
import { ProductCard } from '../features/catalog/product-card.tsx';
import { RowItem, ScrollRow, Section } from '../features/catalog/section.tsx';
import { loadProductPage } from '../features/item/product-page.server.ts';
import { ItemView } from '../features/item/item-view.tsx';
import { skipQuickViewRevalidation } from '../features/item/quick-view.tsx';
import { REVIEW_PAGE_PARAM } from '../features/reviews/review-params.ts';
import { ReviewsSection } from '../features/reviews/review-list.tsx';
import { pageWords } from '../i18n/messages.server.ts';

const DESCRIPTION_CHARS = 160;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const item = loaderData?.item;
  const tags = pageMeta(
    matches,
    () => item?.name ?? '',
    () => (item ? `${item.description || item.name}`.slice(0, DESCRIPTION_CHARS) : ''),
  );
  if (!item) return tags;
  return [
    ...tags,
    { property: 'og:title', content: item.name },
    { property: 'og:type', content: 'product' },
    ...(item.images[0] ? [{ property: 'og:image', content: item.images[0] }] : []),
  ];
}

export const shouldRevalidate = skipQuickViewRevalidation;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  const { decimals } = await catalogApi(context, prefs);
  const page = await loadProductPage(
    context,
    prefs,
    decimals,
    params.id,
    pageParam(url.searchParams, 500, REVIEW_PAGE_PARAM),
  );
  return {
    ...page,
    renderedAt: Date.now(),
    messages: pageWords(prefs.locale, 'product'),
  };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item, more } = loaderData;
  const store = storeHref({
    id: item.storeId,
    slug: item.storeSlug ?? String(item.storeId),
    moduleId: item.moduleId,
    moduleType: item.moduleType ?? '',
    zoneId: item.storeZoneId ?? 0,
  });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 lg:px-6">
      <nav aria-label={t('item.breadcrumb')} className="text-sm text-slate-500 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/home" className="hover:text-slate-900 dark:hover:text-white">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron" className="size-3.5" />
          </li>
          <li>
            <Link to={store} className="hover:text-slate-900 dark:hover:text-white">
              {item.storeName}
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron" className="size-3.5" />
          </li>
          <li aria-current="page" className="font-semibold text-slate-900 dark:text-white">
            {item.name}
          </li>
        </ol>
      </nav>
      <ItemView item={item} now={loaderData.renderedAt} heading="h1" />
      <ReviewsSection
        summary={{ average: item.rating, count: item.ratingCount, ratings: item.ratings }}
        page={loaderData.reviews}
      />
      {more.length > 0 && (
        <Section id="more-from-store" title={t('item.moreFrom', { store: item.storeName })} viewAll={store}>
          <ScrollRow label={t('item.moreFrom', { store: item.storeName })}>
            {more.map((card) => (
              <RowItem key={card.id}>
                <ProductCard item={card} fixedWidth />
              </RowItem>
            ))}
          </ScrollRow>
        </Section>
      )}
    </div>
  );
}
