/**
 * The rental home's search (issue 17): where the car picks the shopper up
 * (the chosen location, or a point picked on the map or by place search),
 * where to (optional), the pickup date and time, and hourly or distance-wise.
 * It opens the vehicle search with only the vehicles free then (trip-search.ts).
 */
import { useState } from 'react';
import { Form } from 'react-router';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MapPickerDialog } from '../location/map-dialogs.tsx';
import { tripSearchPairs, type TripPoint } from './trip-search.ts';
import { mapCentre } from '../../lib/shop-config.ts';

type Picking = 'pickup' | 'destination' | null;

export function TripSearchForm() {
  const t = useT();
  const { location, config } = useRootData();
  const [pickup, setPickup] = useState<TripPoint | null>(location);
  const [destination, setDestination] = useState<TripPoint | null>(null);
  const [type, setType] = useState<'hourly' | 'distance_wise'>('hourly');
  const [picking, setPicking] = useState<Picking>(null);
  const mapStart = pickup ?? location ?? mapCentre(config);
  const hidden = tripSearchPairs({ pickup, destination, at: null, type: null, hours: null });

  const place = (which: 'pickup' | 'destination', point: TripPoint | null) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="text-sm font-semibold text-slate-800 dark:text-slate-200" id={`trip-${which}-label`}>
        {t(which === 'pickup' ? 'home.tripPickup' : 'home.tripDestination')}
      </span>
      <div className="flex min-h-12 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900">
        <Icon
          name="pin"
          className={`size-5 shrink-0 ${which === 'pickup' ? 'text-brand-600' : 'text-red-600 dark:text-red-400'}`}
        />
        <bdi
          dir="auto"
          data-testid={`trip-${which}`}
          className="min-w-0 flex-1 truncate text-sm text-slate-900 dark:text-slate-100"
        >
          {point?.address || (point ? t('home.tripPickedPoint') : t('home.tripNoDestination'))}
        </bdi>
        <button
          type="button"
          onClick={() => setPicking(which)}
          aria-describedby={`trip-${which}-label`}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {t(point ? 'home.change' : 'home.tripAddDestination')}
        </button>
        {which === 'destination' && point && (
          <button
            type="button"
            onClick={() => setDestination(null)}
            aria-label={t('home.tripRemoveDestination')}
            className="shrink-0 rounded-full p-1 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <Icon name="close" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );

  return (
    <section
      aria-labelledby="trip-search-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="trip-search-title" className="text-xl font-extrabold sm:text-2xl">
        {t('home.tripSearchTitle')}
      </h2>
      <Form
        method="get"
        action="/rental/vehicle-search"
        aria-labelledby="trip-search-title"
        className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_auto]"
      >
        <input type="hidden" name="all_category" value="1" />
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {place('pickup', pickup)}
        {place('destination', destination)}
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('home.tripPickupTime')}
          <input type="datetime-local" name="pickup_time" required className={INPUT_CLASS} />
        </label>
        <fieldset className="flex flex-col gap-1.5 md:col-span-2 lg:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('home.tripType')}
          </legend>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {(['hourly', 'distance_wise'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="type"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className="size-4 accent-brand-600"
                />
                {t(value === 'hourly' ? 'home.tripHourly' : 'home.tripDistanceWise')}
              </label>
            ))}
            {type === 'hourly' && (
              <label className="flex items-center gap-2 text-sm">
                {t('home.tripHours')}
                <input
                  type="number"
                  name="hours"
                  min={1}
                  max={720}
                  defaultValue={2}
                  required
                  className={`${INPUT_CLASS} h-10 w-24`}
                />
              </label>
            )}
          </div>
        </fieldset>
        <div className="flex items-end">
          <Button type="submit" block disabled={!pickup}>
            <Icon name="search" className="size-5" />
            {t('home.tripFind')}
          </Button>
        </div>
      </Form>
      <MapPickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        start={(picking === 'destination' ? destination : pickup) ?? mapStart}
        label={t(picking === 'destination' ? 'home.tripPickDestination' : 'home.tripPickPickup')}
        confirmLabel={t(picking === 'destination' ? 'home.tripUseDestination' : 'home.tripUsePickup')}
        onPick={(point) => {
          if (picking === 'destination') setDestination(point);
          else setPickup(point);
          setPicking(null);
        }}
      />
    </section>
  );
}
