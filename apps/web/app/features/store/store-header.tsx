/** The top of a store page: cover, logo, name, rating, address and map, hours, delivery facts, discount and announcement. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useCatalogActions } from '../catalog/actions.tsx';
import { useDiscountText } from '../catalog/badges.tsx';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import { Stars } from '../catalog/stars.tsx';
import type { StoreDetail } from './store.server.ts';
import { StoreHours } from './store-hours.tsx';
import { StoreMapDialog } from './store-map-dialog.tsx';

/** One tile of the facts list: a `dl` may only hold `dt`/`dd` in `div`s, so the icon sits inside the term. */
function Fact({ icon, label, value }: { icon: 'clock' | 'pin' | 'cart' | 'truck'; label: string; value: string }) {
  return (
    <div className="relative min-w-0 rounded-2xl bg-slate-50 py-3 ps-12 pe-4 dark:bg-slate-900">
      <dt className="text-xs text-slate-500 dark:text-slate-400">
        <Icon name={icon} className="absolute start-4 top-1/2 size-5 -translate-y-1/2 text-brand-600" />
        {label}
      </dt>
      {/* Wraps rather than cuts: on a phone two tiles share a row, and "Delivery · Takeaway" is all of its news. */}
      <dd className="text-sm font-bold text-balance">{value}</dd>
    </div>
  );
}

export function StoreHeader({ store, renderedAt }: { store: StoreDetail; renderedAt: number }) {
  const t = useT();
  const format = useFormat();
  const discountText = useDiscountText();
  const { wishlistToggle } = useCatalogActions();
  const [mapOpen, setMapOpen] = useState(false);
  // Guests cannot chat (spec §5): the way to the store's conversation shows signed in.
  const { signedIn } = useRootData();
  return (
    <section className="flex flex-col gap-5">
      <div className="relative overflow-hidden rounded-3xl bg-slate-100 dark:bg-slate-800">
        <Picture
          src={store.cover}
          alt=""
          eager
          width={1200}
          height={400}
          className="aspect-[5/2] w-full object-cover sm:aspect-[4/1] lg:aspect-[5/1]"
        />
        {!store.open && (
          <span className="absolute top-3 start-3 rounded-full bg-slate-950/80 px-3 py-1 text-xs font-bold text-white">
            {t('catalog.closedNow')}
          </span>
        )}
        {wishlistToggle && <div className="absolute top-3 end-3">{wishlistToggle({ store })}</div>}
      </div>
      <div className="flex flex-wrap items-start gap-x-5 gap-y-3 px-2 sm:px-6">
        <Picture
          src={store.logo}
          alt={t('store.logoOf', { name: store.name })}
          eager
          width={112}
          height={112}
          className="relative -mt-12 size-24 shrink-0 rounded-3xl bg-white object-cover shadow-lg ring-4 ring-white sm:-mt-16 sm:size-28 dark:ring-slate-950"
        />
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{store.name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <Stars rating={store.rating} count={store.ratingCount} showValue />
            <span
              className={`font-semibold ${store.open ? 'text-brand-700 dark:text-brand-400' : 'text-red-600 dark:text-red-400'}`}
            >
              {t(store.open ? 'catalog.openNow' : 'catalog.closedNow')}
            </span>
            {store.freeDelivery && (
              <span className="font-semibold text-brand-700 dark:text-brand-400">{t('catalog.freeDelivery')}</span>
            )}
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
            <Icon name="pin" className="size-4 shrink-0" />
            <span className="truncate">{store.address}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => setMapOpen(true)}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-bold ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800"
        >
          <Icon name="map" className="size-5 text-brand-600" />
          {t('store.viewOnMap')}
        </button>
        {signedIn && (
          <Link
            to={`/profile?page=inbox&to=vendor&id=${store.id}`}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-bold ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800"
          >
            <Icon name="chat" className="size-5 text-brand-600" />
            {t('store.chat')}
          </Link>
        )}
      </div>

      {store.announcement && (
        <p className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200">
          <Icon name="megaphone" className="mt-0.5 size-5 shrink-0" />
          <span>{store.announcement}</span>
        </p>
      )}
      {store.discount && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-gradient-to-r from-red-600 to-orange-500 px-4 py-3 text-sm text-white">
          <span className="text-lg font-extrabold">{discountText(store.discount.badge)}</span>
          <span>
            {[
              store.discount.minPurchase > 0
                ? t('store.discountMin', { amount: format.money(store.discount.minPurchase) })
                : null,
              store.discount.maxDiscount > 0
                ? t('store.discountMax', { amount: format.money(store.discount.maxDiscount) })
                : null,
              t('store.discountUntil', { date: format.date(store.discount.endDate) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Fact icon="clock" label={t('store.deliveryTime')} value={format.minutes(store.deliveryMinutes)} />
        <Fact icon="cart" label={t('store.minimumOrder')} value={format.money(store.minimumOrder)} />
        {store.distance !== null && (
          <Fact icon="pin" label={t('store.distance')} value={format.distance(store.distance)} />
        )}
        <Fact
          icon="truck"
          label={t('store.orderTypes')}
          value={
            [store.delivery && t('store.delivery'), store.takeAway && t('store.takeAway')]
              .filter(Boolean)
              .join(' · ') || '—'
          }
        />
      </dl>
      <StoreHours schedules={store.schedules} renderedAt={renderedAt} />
      <StoreMapDialog open={mapOpen} onClose={() => setMapOpen(false)} store={store} />
    </section>
  );
}
