/**
 * Where a visitor tells us where to deliver (landing hero): search a place,
 * use the browser's position, or pick a point on the map. The zone check
 * runs in the location action; then the module choice (spec §2/§4): the
 * modal for 2+ modules, straight to /home for exactly one.
 */
import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { ModuleModal } from '../modules/module-modal.tsx';
import { useSelectModule } from '../modules/use-select-module.ts';
import { MapPickerDialog } from './map-dialogs.tsx';
import { PlaceSearch } from './place-search.tsx';
import { currentPosition } from './current-position.ts';
import type { PlacePoint } from './places.ts';
import { useChooseLocation } from './use-choose-location.ts';
import { Button } from '../../components/ui/button.tsx';
import { useLatest } from '../../lib/use-latest.ts';
import { mapCentre } from '../../lib/shop-config.ts';

export function LocationEntry() {
  const t = useT();
  const toast = useToast();
  const root = useRootData();
  const location = useChooseLocation();
  const select = useSelectModule();
  const [mapOpen, setMapOpen] = useState(false);
  // The module choice: 'asking' once the zone check's answer asked for it, 'dismissed' once the
  // visitor closed it (while the modules were loading or after) — it stays closed until the next place.
  const [moduleChoice, setModuleChoice] = useState<'idle' | 'asking' | 'dismissed'>('idle');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (place: PlacePoint) => {
    setProblem(null);
    setModuleChoice('idle');
    location.choose(place);
  };

  // Once the zone check passed and the shell knows the new zones' modules.
  const result = location.result;
  const onResult = useLatest((result: NonNullable<typeof location.result>) => {
    location.reset();
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    setMapOpen(false);
    if (result.moduleIds.length === 1) select.choose(result.moduleIds[0]);
    // From the newest state, not this render's: the effect runs after paint, and an Escape handled
    // between the answer's render and this effect (pressed as the tiles came in, reaching the page
    // before its next frame) has dismissed the choice without this render knowing. Reopening from
    // the render's value lost that Escape (CI, twice, under Preact: dialog open, no warning).
    else setModuleChoice((choice) => (choice === 'dismissed' ? choice : 'asking'));
  });
  useEffect(() => {
    if (result) onResult.current(result);
  }, [result, onResult]);

  const useCurrentLocation = () => {
    setProblem(null);
    setLocating(true);
    currentPosition(t('map.unnamedPlace')).then(
      (place) => {
        setLocating(false);
        choose(place);
      },
      () => {
        setLocating(false);
        setProblem(t('location.geolocationFailed'));
      },
    );
  };

  const closeModules = () => {
    setModuleChoice('dismissed');
    if (!root.moduleId) toast(t('modules.required'), { kind: 'warning' });
  };

  const busy = locating || location.submitting;
  // The modal opens with skeleton tiles while the shell loads the new zones' modules, and stays
  // open until the effect above takes the answer (else it would close for one frame in between,
  // and a key pressed in that frame would reach no dialog).
  const answer = location.pending ?? location.result;
  const asksForModule = Boolean(answer?.ok && answer.moduleIds.length !== 1 && moduleChoice !== 'dismissed');
  const start = root.location ?? mapCentre(root.config);
  return (
    <div className="rounded-3xl bg-white p-4 shadow-xl shadow-slate-900/10 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700">
      <PlaceSearch label={t('location.searchLabel')} onPick={choose} onError={setProblem} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2 sm:gap-3">
        <Button size="lg" className="sm:text-base" onClick={useCurrentLocation} disabled={busy}>
          <Icon name="crosshair" className={`size-5 ${locating ? 'animate-spin' : ''}`} />
          {locating ? t('location.locating') : t('location.useCurrent')}
        </Button>
        <Button
          variant="brand-outline"
          size="lg"
          className="sm:text-base"
          onClick={() => setMapOpen(true)}
          disabled={busy}
        >
          <Icon name="map" className="size-5" />
          {t('location.pickFromMap')}
        </Button>
      </div>
      {location.submitting && !mapOpen && (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t('location.saving')}
        </p>
      )}
      {problem && !mapOpen && (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          <Icon name="warning" className="mt-0.5 size-4" />
          {problem}
        </p>
      )}
      {root.location && !problem && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Icon name="pin" className="size-4 shrink-0 text-brand-600" />
          <span className="shrink-0 whitespace-nowrap">{t('location.current')}</span>
          {/* Cut in the address's own direction (see home-greeting). */}
          <bdi dir="auto" className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-100">
            {root.location.address}
          </bdi>
        </p>
      )}
      <MapPickerDialog
        open={mapOpen}
        onClose={() => setMapOpen(false)}
        start={start}
        onPick={choose}
        submitting={location.submitting}
        error={mapOpen ? problem : null}
      />
      <ModuleModal
        open={moduleChoice === 'asking' || asksForModule}
        onClose={closeModules}
        loading={asksForModule && Boolean(location.pending)}
      />
    </div>
  );
}
