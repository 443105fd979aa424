/**
 * The header's location button (spec §2): opens a panel with the saved
 * addresses (signed in), 'Use Current Location' and 'Pick from map'. The
 * panel's code loads on first open, so it costs the first page load nothing.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';

const LocationPanel = lazy(() => import('./location-panel.tsx'));

/** The button's name is its visible text (where to, the address) and a hidden hint, so what a voice user reads out names it. */
export function LocationPopover({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted so the dialogs it opened survive it closing.
  const [used, setUsed] = useState(false);
  return (
    <div className="relative flex min-w-0" data-location-popover>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
        className="flex min-w-0 max-w-[15rem] items-center gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-100 md:max-w-xs lg:max-w-sm dark:hover:bg-slate-800"
      >
        {children}
        <span className="sr-only">{t('header.changeLocation')}</span>
      </button>
      {used && (
        <Suspense
          fallback={
            open ? (
              <p className="absolute start-0 top-full mt-2 rounded-xl bg-white p-4 text-sm shadow-xl dark:bg-slate-900">
                {t('address.loading')}
              </p>
            ) : null
          }
        >
          <LocationPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
