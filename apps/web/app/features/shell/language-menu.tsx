import { useDismiss } from '../../lib/use-dismiss.ts';
/**
 * Language menu: English / العربية. Changing asks first (spec §2), then the
 * language action stores it and reloads the page in the new language.
 */
import { useCallback, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '@souq/domain';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../../components/ui/button.tsx';

export const LANGUAGE_ACTION = '/resources/language';

export function LanguageMenu({ variant = 'menu' }: { variant?: 'menu' | 'row' }) {
  const t = useT();
  const { locale } = useRootData();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [target, setTarget] = useState<LanguageCode | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useDismiss(open, box, closeMenu);

  const pick = (code: LanguageCode) => {
    setOpen(false);
    if (code !== locale) setTarget(code);
  };
  const current = SUPPORTED_LANGUAGES.find((l) => l.code === locale)!;

  const options = SUPPORTED_LANGUAGES.map((language) => (
    <button
      key={language.code}
      type="button"
      lang={language.code}
      aria-pressed={language.code === locale}
      onClick={() => pick(language.code)}
      className={
        variant === 'menu'
          ? 'flex w-full items-center justify-between gap-4 px-4 py-2.5 text-start hover:bg-slate-100 aria-pressed:font-semibold aria-pressed:text-brand-700 dark:hover:bg-slate-800 dark:aria-pressed:text-brand-500'
          : 'flex-1 rounded-lg px-3 py-2 text-sm font-medium aria-pressed:bg-white aria-pressed:text-brand-700 aria-pressed:shadow-sm dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white'
      }
    >
      {language.nativeName}
      {variant === 'menu' && language.code === locale && <Icon name="check" className="size-4" />}
    </button>
  ));

  return (
    <>
      {variant === 'menu' ? (
        <div ref={box} className="relative">
          <button
            type="button"
            aria-expanded={open}
            aria-haspopup="true"
            aria-label={`${t('language.label')}: ${current.nativeName}`}
            onClick={() => setOpen(!open)}
            className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="globe" className="size-5" />
            <span>{current.nativeName}</span>
            <Icon name="chevronDown" className="size-4" />
          </button>
          {open && (
            <div className="absolute end-0 top-full z-40 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900">
              {options}
            </div>
          )}
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3 px-3 py-3">
          <span className="flex items-center gap-3 font-medium">
            <Icon name="globe" className="size-5 text-slate-500" />
            {t('language.label')}
          </span>
          <div className="flex w-40 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">{options}</div>
        </div>
      )}
      <ConfirmLanguage target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function ConfirmLanguage({ target, onClose }: { target: LanguageCode | null; onClose: () => void }) {
  const t = useT();
  const fetcher = useFetcher({ key: 'language' });
  const here = useLocation();
  const busy = fetcher.state !== 'idle';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('language.confirmTitle')}
      description={t('language.confirmNote')}
    >
      <fetcher.Form method="post" action={LANGUAGE_ACTION} className="flex justify-end gap-3">
        <input type="hidden" name="language" value={target ?? ''} />
        <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
        <Button variant="outline" className="flex-1 sm:flex-none" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button className="flex-1 sm:flex-none" type="submit" disabled={busy}>
          {t('language.confirm')}
        </Button>
      </fetcher.Form>
    </Dialog>
  );
}
