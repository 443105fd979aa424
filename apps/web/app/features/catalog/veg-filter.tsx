/** All / Veg / Non-veg (food, when the config's toggle_veg_non_veg is on): the `type` query of item lists. */
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { VegMark } from './badges.tsx';

export type VegType = 'all' | 'veg' | 'non_veg';

export function vegTypeOf(query: URLSearchParams): VegType {
  const type = query.get('type');
  return type === 'veg' || type === 'non_veg' ? type : 'all';
}

export function VegFilter({ current }: { current: VegType }) {
  const t = useT();
  const location = useLocation();
  const href = (type: VegType) => {
    const query = new URLSearchParams(location.search);
    query.delete('page');
    if (type === 'all') query.delete('type');
    else query.set('type', type);
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const options: { type: VegType; label: string }[] = [
    { type: 'all', label: t('catalog.all') },
    { type: 'veg', label: t('catalog.veg') },
    { type: 'non_veg', label: t('catalog.nonVeg') },
  ];
  return (
    <nav aria-label={t('catalog.vegFilter')} className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
      {options.map((option) => (
        <Link
          key={option.type}
          to={href(option.type)}
          preventScrollReset
          aria-current={option.type === current ? 'true' : undefined}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-600 aria-[current=true]:bg-white aria-[current=true]:text-slate-900 aria-[current=true]:shadow-sm dark:text-slate-300 dark:aria-[current=true]:bg-slate-950 dark:aria-[current=true]:text-white"
        >
          {option.type !== 'all' && <VegMark veg={option.type === 'veg'} className="size-3.5" decorative />}
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
