/** Nothing to show: the spec's sentence for searches, or a page's own. */
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icons.tsx';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-slate-50 px-6 py-14 text-center dark:bg-slate-900">
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-400 shadow-sm dark:bg-slate-800">
        <Icon name="search" className="size-8" />
      </span>
      <p className="max-w-md font-semibold text-slate-700 dark:text-slate-200">{title}</p>
      {children}
    </div>
  );
}
