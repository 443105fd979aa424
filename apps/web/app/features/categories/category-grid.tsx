/** /categories: every category of the module with its sub-categories. */
import { Link } from 'react-router';
import { useT } from '../../i18n/t.ts';
import { EmptyState } from '../catalog/empty-state.tsx';
import { useFormat } from '../catalog/format.ts';
import { categoryHref } from '../catalog/links.ts';
import { Picture } from '../catalog/picture.tsx';
import type { CategoryGroup } from './categories.server.ts';

export function CategoryGrid({ groups, moduleId }: { groups: CategoryGroup[]; moduleId: number | null }) {
  const t = useT();
  const format = useFormat();
  if (groups.length === 0) return <EmptyState title={t('categories.none')} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li
          key={group.id}
          className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <Link to={categoryHref(group.id, moduleId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
            <Picture src={group.image} alt="" width={80} height={80} className="size-20 rounded-xl object-cover" />
          </Link>
          <div className="min-w-0 flex-1">
            <h2 className="font-bold">
              <Link to={categoryHref(group.id, moduleId)} className="hover:text-brand-700 dark:hover:text-brand-400">
                {group.name}
              </Link>
            </h2>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('categories.itemCount', { count: format.number(group.count) })}
            </p>
            {group.children.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {group.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={categoryHref(child.id, moduleId)}
                      className="inline-block rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
