/**
 * Phone number with its country (spec §2): the flag and calling code, a
 * searchable country list when the store allows choosing (config
 * country_picker_status = 1), the config's country preselected. The number
 * posts as one international value ("+966500000001") in a hidden input.
 * Phone numbers read left to right in Arabic pages too.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { settingOn, westernDigits } from '@souq/domain';
import { Icon } from '../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import {
  countryByIso,
  countryName,
  flagEmoji,
  joinPhone,
  searchCountries,
  splitPhone,
  type Country,
} from './countries.ts';
import { INPUT_CLASS, type ControlProps } from './field.tsx';
import { useLatest } from '../../lib/use-latest.ts';

const FALLBACK: Country = { iso: 'SA', dial: '966' };

interface PhoneInputProps {
  name: string;
  control: ControlProps;
  defaultValue?: string;
  disabled?: boolean;
  onChange?: (phone: string) => void;
  autoComplete?: string;
}

export function PhoneInput({
  name,
  control,
  defaultValue = '',
  disabled,
  onChange,
  autoComplete = 'tel-national',
}: PhoneInputProps) {
  const t = useT();
  const { config, locale } = useRootData();
  const home = countryByIso(config.country) ?? FALLBACK;
  // The field's starting value; later changes of the prop do not reset what the shopper typed.
  const [initial] = useState(() => splitPhone(defaultValue, home));
  const [country, setCountry] = useState<Country>(initial.country ?? home);
  const [national, setNational] = useState(initial.national);
  const [open, setOpen] = useState(false);
  const canPick = settingOn(config.country_picker_status) && !disabled;
  const value = joinPhone(country, national);

  const changed = useLatest(onChange);
  useEffect(() => changed.current?.(value), [value, changed]);

  return (
    <div dir="ltr" className="relative flex gap-2">
      <input type="hidden" name={name} value={value} />
      <button
        type="button"
        disabled={!canPick}
        onClick={() => setOpen(!open)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t('auth.country')}: ${countryName(country.iso, locale)} +${country.dial}`}
        className="flex h-12 shrink-0 items-center gap-1 rounded-xl border border-slate-300 bg-white px-2.5 text-base text-slate-900 hover:bg-slate-50 disabled:cursor-default disabled:hover:bg-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900"
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {flagEmoji(country.iso)}
        </span>
        <span>+{country.dial}</span>
        {canPick && <Icon name="chevronDown" className="size-4 text-slate-400" />}
      </button>
      <input
        {...control}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        disabled={disabled}
        value={national}
        onChange={(event) => setNational(westernDigits(event.target.value).replace(/[^\d\s\-()]/g, ''))}
        placeholder={t('auth.phonePlaceholder')}
        className={`${INPUT_CLASS} min-w-0 flex-1`}
      />
      {open && (
        <CountryList
          current={country}
          onPick={(picked) => {
            setCountry(picked);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function CountryList({
  current,
  onPick,
  onClose,
}: {
  current: Country;
  onPick: (country: Country) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { locale, dir } = useRootData();
  const id = useId();
  const [query, setQuery] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const list = useMemo(() => searchCountries(query, locale), [query, locale]);

  const closing = useLatest(onClose);
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) {
        if (event instanceof KeyboardEvent) event.stopPropagation();
        closing.current();
      }
    };
    document.addEventListener('pointerdown', close);
    box.current?.addEventListener('keydown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [closing]);

  return (
    <div
      ref={box}
      dir={dir}
      role="dialog"
      aria-label={t('auth.country')}
      className="absolute start-0 top-full z-40 mt-2 w-full max-w-xs rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('auth.countrySearch')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('auth.countrySearch')}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-600 focus:outline-none dark:border-slate-600 dark:bg-slate-900"
      />
      <ul className="mt-2 max-h-60 overflow-y-auto" aria-label={t('auth.country')}>
        {list.map((country) => (
          <li key={country.iso}>
            <button
              type="button"
              onClick={() => onPick(country)}
              aria-current={country.iso === current.iso ? 'true' : undefined}
              className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-start text-sm hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold dark:hover:bg-slate-800 dark:aria-[current=true]:bg-brand-700/20"
            >
              <span aria-hidden="true" className="text-lg leading-none">
                {flagEmoji(country.iso)}
              </span>
              <span className="min-w-0 flex-1 truncate">{countryName(country.iso, locale)}</span>
              <span dir="ltr" className="text-slate-500 dark:text-slate-400">
                +{country.dial}
              </span>
            </button>
          </li>
        ))}
        {list.length === 0 && <li className="px-2.5 py-2 text-sm text-slate-500">{t('auth.countryNone')}</li>}
      </ul>
    </div>
  );
}
