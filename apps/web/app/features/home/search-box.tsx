/** The catalog search of /home: a plain GET form, so results have a URL (`/home?search=…`) and work without JavaScript. */
import { Form } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';

export function SearchBox({ defaultValue = '', placeholder }: { defaultValue?: string; placeholder?: string }) {
  const t = useT();
  return (
    <Form method="get" action="/home" role="search" className="relative w-full">
      <label htmlFor="catalog-search" className="sr-only">
        {t('home.searchLabel')}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-slate-400"
      />
      <input
        id="catalog-search"
        type="search"
        name="search"
        required
        maxLength={200}
        defaultValue={defaultValue}
        placeholder={placeholder ?? t('home.searchPlaceholder')}
        autoComplete="off"
        className="h-12 w-full rounded-2xl border-0 bg-white ps-12 pe-14 text-base sm:pe-28 text-slate-900 shadow-sm ring-1 ring-slate-200 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none dark:bg-slate-900 dark:text-white dark:ring-slate-700"
      />
      <button
        type="submit"
        aria-label={t('home.search')}
        className="absolute end-1.5 top-1/2 flex -translate-y-1/2 items-center rounded-xl bg-brand-600 p-2 text-sm font-bold text-white hover:bg-brand-700 sm:px-4"
      >
        <Icon name="search" className="size-5 sm:hidden" />
        <span className="hidden sm:inline">{t('home.search')}</span>
      </button>
    </Form>
  );
}
