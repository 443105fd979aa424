/**
 * /home for the rental module (issue 17): the trip search (pickup, destination,
 * date and time, hourly or distance-wise), vehicle categories, top-rated
 * vehicles and popular providers; then how it works, the vehicle search and
 * trips, and the modules that sell here — never a dead end. (Parcel has its
 * own home: features/parcel.)
 */
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { MODULE_ACTION, useSelectModule } from '../modules/use-select-module.ts';
import type { ModuleSummary } from '../modules/modules.server.ts';
import { Picture } from '../catalog/picture.tsx';
import type { RentalHomeRows } from '../rental/rental.server.ts';
import { TripSearchForm } from '../rental/trip-search-form.tsx';
import { VehicleCard } from '../rental/vehicle-card.tsx';

export default function ModuleIntro({ module, rows }: { module: ModuleSummary; rows: RentalHomeRows | null }) {
  const t = useT();
  const format = useFormat();
  const { modules } = useRootData();
  const select = useSelectModule();
  const others = modules.filter((m) => m.id !== module.id && m.module_type !== 'parcel' && m.module_type !== 'rental');
  const steps = ['home.rentalStep1', 'home.rentalStep2', 'home.rentalStep3'] as const;
  return (
    <div className="flex flex-col gap-10">
      <TripSearchForm />
      {rows && <RentalRows rows={rows} />}
      <section aria-labelledby="how-title" className="rounded-3xl bg-slate-50 p-6 sm:p-8 dark:bg-slate-900">
        <h2 id="how-title" className="text-xl font-extrabold sm:text-2xl">
          {t('home.howItWorks', { module: module.module_name })}
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={step}
              className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {format.number(i + 1)}
              </span>
              <span className="text-sm leading-6 text-slate-700 dark:text-slate-300">{t(step)}</span>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/rental/vehicle-search?all_category=1" className={buttonClass()}>
            {t('home.findVehicle')}
          </Link>
          <Link to="/my-trips" className={buttonClass({ variant: 'outline' })}>
            {t('home.myTrips')}
          </Link>
        </div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="others-title">
          <h2 id="others-title" className="text-xl font-extrabold sm:text-2xl">
            {t('home.shopOtherModules')}
          </h2>
          <select.Form method="post" action={MODULE_ACTION}>
            <input type="hidden" name="redirectTo" value="/home" />
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {others.map((m) => (
                <li key={m.id}>
                  <button
                    type="submit"
                    name="moduleId"
                    value={m.id}
                    className="flex w-full items-center gap-4 rounded-2xl bg-white p-4 text-start ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
                  >
                    <img src={m.icon_full_url} alt="" width={48} height={48} className="size-12 rounded-xl" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold">{m.module_name}</span>
                      {m.description && (
                        <span className="line-clamp-2 text-xs text-slate-500 dark:text-slate-400">{m.description}</span>
                      )}
                    </span>
                    <Icon name="chevron" className="size-4 text-slate-400" />
                  </button>
                </li>
              ))}
            </ul>
          </select.Form>
        </section>
      )}
    </div>
  );
}

function RentalRows({ rows }: { rows: RentalHomeRows }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      {rows.categories.length > 0 && (
        <section aria-labelledby="vehicle-categories-title">
          <h2 id="vehicle-categories-title" className="text-xl font-extrabold sm:text-2xl">
            {t('home.vehicleCategories')}
          </h2>
          <ul className="mt-4 flex gap-3 overflow-x-auto pb-2">
            {rows.categories.map((c) => (
              <li key={c.id} className="shrink-0">
                <Link
                  to={`/rental/vehicle-search?categoryId=${c.id}`}
                  className="flex w-28 flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center text-sm font-semibold ring-1 ring-slate-200 hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
                >
                  <Picture src={c.image} alt="" width={64} height={64} className="size-16 rounded-xl object-cover" />
                  <span className="line-clamp-2">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {rows.topRated.length > 0 && (
        <section aria-labelledby="top-rated-title">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="top-rated-title" className="text-xl font-extrabold sm:text-2xl">
              {t('home.topRatedVehicles')}
            </h2>
            <Link
              to="/rental/vehicle-search?all_category=1&sort_by=top_rated"
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
            >
              {t('catalog.viewAll')}
            </Link>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {rows.topRated.map((v) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {rows.providers.length > 0 && (
        <section aria-labelledby="providers-title">
          <h2 id="providers-title" className="text-xl font-extrabold sm:text-2xl">
            {t('home.popularProviders')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rows.providers.map((p) => (
              <li key={p.id}>
                <Link
                  to={`/rental/provider-details?id=${p.id}`}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:shadow-md dark:bg-slate-900 dark:ring-slate-800"
                >
                  <Picture src={p.logo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-bold">{p.name}</span>
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-300" dir="auto">
                      {p.address}
                    </span>
                  </span>
                  {p.rating > 0 && (
                    <span className="flex shrink-0 items-center gap-1 text-sm">
                      <Icon name="star" className="size-4 text-amber-500" />
                      {format.rating(p.rating)}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
