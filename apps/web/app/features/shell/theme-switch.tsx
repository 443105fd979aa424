/**
 * Light/dark switch. The theme action stores the cookie; meanwhile the root
 * layout applies the pending theme (optimistic), and the next page is
 * rendered in it by the server, so there is never a flash.
 */
import { useFetcher, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';

export const THEME_ACTION = '/resources/theme';

export function ThemeSwitch({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const t = useT();
  const root = useRootData();
  const fetcher = useFetcher({ key: 'theme' });
  const here = useLocation();
  const pending = fetcher.formData?.get('theme');
  const theme = pending === 'dark' || pending === 'light' ? pending : root.theme;
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');

  return (
    <fetcher.Form method="post" action={THEME_ACTION}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
      {variant === 'icon' ? (
        <button
          type="submit"
          aria-label={label}
          title={label}
          className="rounded-full p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
        </button>
      ) : (
        // Named by what it shows (the theme and its current value), then what pressing does: a name that
        // contains the visible words (WCAG 2.5.3, axe label-content-name-mismatch).
        <button
          type="submit"
          className="flex w-full items-center justify-between gap-3 rounded-xl px-3 py-3 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <span className="flex items-center gap-3 font-medium">
            <Icon name={theme === 'dark' ? 'moon' : 'sun'} className="size-5 text-slate-500" />
            {t('theme.label')}
          </span>
          <span className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            {t(theme === 'dark' ? 'theme.dark' : 'theme.light')}
            <span
              className={`relative h-6 w-11 rounded-full transition ${theme === 'dark' ? 'bg-brand-600' : 'bg-slate-300'}`}
            >
              <span
                className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${theme === 'dark' ? 'start-[1.375rem]' : 'start-0.5'}`}
              />
            </span>
          </span>
          <span className="sr-only">{label}</span>
        </button>
      )}
    </fetcher.Form>
  );
}
