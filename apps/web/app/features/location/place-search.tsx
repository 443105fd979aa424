/**
 * Place search as an ARIA combobox: suggestions 500 ms after the visitor
 * stops typing (spec §9 debounce), arrow keys and Enter to choose, and the
 * chosen place's details (coordinates, address) fetched before `onPick`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { fetchPlace, fetchSuggestions, type PlacePoint, type PlaceSuggestion } from './places.ts';

interface PlaceSearchProps {
  onPick: (place: PlacePoint) => void;
  onError: (message: string) => void;
  label: string;
  size?: 'large' | 'small';
}

type Status = 'idle' | 'searching' | 'done' | 'failed';

export function PlaceSearch({ onPick, onError, label, size = 'large' }: PlaceSearchProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [resolving, setResolving] = useState(false);
  const chosenText = useRef<string | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (!query || query === chosenText.current) {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('searching');
      fetchSuggestions(query, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(list.length ? 0 : -1);
          setStatus('done');
          setOpen(true);
        })
        .catch(() => !controller.signal.aborted && setStatus('failed'));
    }, TIMINGS.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = async (suggestion: PlaceSuggestion) => {
    chosenText.current = suggestion.description;
    setText(suggestion.description);
    setOpen(false);
    setResolving(true);
    try {
      onPick(await fetchPlace(suggestion.placeId));
    } catch (error) {
      onError(
        error instanceof Error && error.message && !/^\d+$/.test(error.message) ? error.message : t('error.title'),
      );
    } finally {
      setResolving(false);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      event.preventDefault();
      void choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showList = open && status === 'done' && suggestions.length > 0;
  const large = size === 'large';
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3.5 text-slate-400">
          <Icon
            name={resolving || status === 'searching' ? 'crosshair' : 'search'}
            className={`size-5 ${resolving || status === 'searching' ? 'animate-spin' : ''}`}
          />
        </span>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={t('location.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            chosenText.current = null;
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={`w-full rounded-xl border border-slate-300 bg-white ps-11 pe-3 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${large ? 'h-13 text-base' : 'h-11 text-sm'}`}
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((s, i) => (
          // The combobox's input handles the keys (arrows, Enter) through aria-activedescendant.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={s.placeId}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(s)}
            onMouseEnter={() => setActive(i)}
            className={`flex cursor-pointer items-start gap-3 px-4 py-2.5 text-start ${i === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
          >
            <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
            <span className="min-w-0">
              <span dir="auto" className="block truncate text-start font-medium text-slate-900 dark:text-slate-100">
                {s.mainText}
              </span>
              <span dir="auto" className="block truncate text-start text-sm text-slate-500 dark:text-slate-400">
                {s.secondaryText}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {open && status === 'done' && suggestions.length === 0 && (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          {t('location.noResults')}
        </p>
      )}
    </div>
  );
}
