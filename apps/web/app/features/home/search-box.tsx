/**
 * The catalog search of /home: a plain GET form, so results have a URL
 * (`/home?search=…`) and work without JavaScript. Before a signed-in
 * customer types, it suggests items (what they ordered, their interests,
 * the most ordered: customer/suggested-items) as links to the items.
 */
import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Picture } from '../catalog/picture.tsx';

interface Suggestion {
  id: number;
  name: string;
  storeName: string;
  image: string | null;
  href: string;
}

export function SearchBox({ defaultValue = '', placeholder }: { defaultValue?: string; placeholder?: string }) {
  const t = useT();
  const { signedIn } = useRootData();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const asked = useRef(false);

  const suggest = () => {
    if (!signedIn) return;
    setOpen(true);
    if (asked.current) return;
    asked.current = true;
    fetch('/resources/suggested-items', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { items: [] }))
      .then(
        (answer: { items: Suggestion[] }) => setSuggestions(answer.items),
        () => setSuggestions([]),
      );
  };
  const shown = open && !text.trim() && suggestions && suggestions.length > 0;

  return (
    <Form
      method="get"
      action="/home"
      role="search"
      className="relative w-full"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
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
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={suggest}
        onClick={suggest}
        placeholder={placeholder ?? t('home.searchPlaceholder')}
        autoComplete="off"
        aria-controls={shown ? 'search-suggestions' : undefined}
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
      {shown && (
        <section
          id="search-suggestions"
          aria-labelledby="search-suggestions-title"
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-y-auto rounded-2xl bg-white p-2 text-start shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          <h2
            id="search-suggestions-title"
            className="px-3 py-1.5 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400"
          >
            {t('home.suggestedForYou')}
          </h2>
          <ul>
            {suggestions.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  <Picture src={item.image} alt="" width={32} height={32} className="size-8 rounded-lg object-cover" />
                  <span className="min-w-0">
                    <span className="block truncate">{item.name}</span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{item.storeName}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Form>
  );
}
