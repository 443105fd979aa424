/** A store in lists: cover, logo, name, rating, delivery time, distance, open or closed, free delivery, discount. */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCatalogActions } from './actions.tsx';
import { DiscountChip } from './badges.tsx';
import { useFormat } from './format.ts';
import { storeHref } from './links.ts';
import { Picture } from './picture.tsx';
import { StarIcon } from './stars.tsx';
import type { StoreCard as Store } from './types.ts';

/** `wishlist`: a wishlist toggle for this card; by default the CatalogActions one, or none. */
export function StoreCard({
  store,
  fixedWidth = false,
  wishlist,
}: {
  store: Store;
  fixedWidth?: boolean;
  wishlist?: React.ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const { wishlistToggle } = useCatalogActions();
  const wishlistControl = wishlist ?? wishlistToggle?.({ store });
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white text-slate-900 ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-800 ${fixedWidth ? 'w-[78vw] max-w-[300px] shrink-0 sm:w-[280px]' : ''}`}
    >
      <div className="relative aspect-[5/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <Picture
          src={store.cover}
          alt=""
          className={`size-full object-cover transition duration-300 group-hover:scale-105 ${store.open ? '' : 'grayscale'}`}
        />
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          <div className="flex flex-col items-start gap-1">
            {store.badge && <DiscountChip badge={store.badge} />}
            {store.freeDelivery && (
              <span className="rounded-full bg-white/95 px-2 py-0.5 text-[11px] font-bold text-brand-700 shadow-sm dark:bg-slate-900/90 dark:text-brand-300">
                {t('catalog.freeDelivery')}
              </span>
            )}
          </div>
          {wishlistControl && <div className="relative z-10">{wishlistControl}</div>}
        </div>
        {!store.open && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-950/45">
            <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-900">
              {t('catalog.closedNow')}
            </span>
          </span>
        )}
      </div>
      <div className="flex items-start gap-3 p-3">
        <Picture
          src={store.logo}
          alt=""
          width={48}
          height={48}
          className="relative -mt-8 size-12 shrink-0 rounded-xl bg-white object-cover shadow-sm ring-4 ring-white dark:ring-slate-900"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold">
            <Link
              to={storeHref(store)}
              className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:ring-2 after:focus-visible:ring-brand-600"
            >
              {store.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
            {store.ratingCount > 0 && (
              <span className="inline-flex items-center gap-1 font-semibold">
                <StarIcon className="size-3.5" />
                {format.rating(store.rating)}
                <span className="font-normal text-slate-500 dark:text-slate-400">
                  ({format.number(store.ratingCount)})
                </span>
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-3.5" />
              {format.minutes(store.deliveryMinutes)}
            </span>
            {store.distance !== null && (
              <span className="inline-flex items-center gap-1">
                <Icon name="pin" className="size-3.5" />
                {format.distance(store.distance)}
              </span>
            )}
          </p>
          <p
            className={`mt-1 text-xs font-semibold ${store.open ? 'text-brand-700 dark:text-brand-400' : 'text-red-600 dark:text-red-400'}`}
          >
            {t(store.open ? 'catalog.openNow' : 'catalog.closedNow')}
          </p>
        </div>
      </div>
    </article>
  );
}
