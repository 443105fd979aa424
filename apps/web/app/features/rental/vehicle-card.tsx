/** One vehicle in a list: picture, wishlist heart, name, category, seats, fuel, transmission, price per hour or km, provider, rating. */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { OptionalWishlistHeart } from '../wishlist/wishlist-heart.tsx';
import type { VehicleCard as Card } from './rental.server.ts';

/** `query`: the trip search the vehicle's booking form starts from (trip-search.ts), if any. */
export function VehicleCard({ vehicle, query = '' }: { vehicle: Card; query?: string }) {
  const t = useT();
  const format = useFormat();
  return (
    // The name's link covers the card (a heart inside a link would be a control inside a control).
    <article
      className="relative flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
      data-testid="vehicle-card"
    >
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        {vehicle.image && (
          <img src={vehicle.image} alt="" width={320} height={240} loading="lazy" className="size-full object-cover" />
        )}
        {vehicle.discountPercent !== null && (
          <span className="absolute start-2 top-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            −{format.percent(vehicle.discountPercent)}%
          </span>
        )}
        <div className="absolute end-2 top-2 z-10">
          <OptionalWishlistHeart kind="vehicle" id={vehicle.id} name={vehicle.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-xs text-slate-600 dark:text-slate-300">{vehicle.category}</p>
        <h3 className="font-bold">
          <Link
            to={`/rental/vehicle/${vehicle.id}${query ? `?${query}` : ''}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:ring-2 after:focus-visible:ring-brand-600"
          >
            {vehicle.name}
          </Link>
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {t('rental.seats', { count: vehicle.seats })} · {t(`rental.fuel.${vehicle.fuel}` as 'rental.fuel.petrol')} ·{' '}
          {t(vehicle.transmission === 'manual' ? 'rental.manual' : 'rental.automatic')}
        </p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-3 text-sm font-semibold text-brand-700 dark:text-brand-500">
          {vehicle.hourly !== null && <span>{t('rental.perHour', { price: format.money(vehicle.hourly) })}</span>}
          {vehicle.perKm !== null && <span>{t('rental.perKm', { price: format.money(vehicle.perKm) })}</span>}
        </div>
        <p className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-300">
          <span>{vehicle.provider}</span>
          {vehicle.ratingCount > 0 && (
            <span className="flex items-center gap-1">
              <Icon name="star" className="size-3.5 text-amber-500" />
              {format.rating(vehicle.rating)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
