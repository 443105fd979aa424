/** The registration pages' frame: title, subtitle, and the form or the "closed" notice. */
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../i18n/t.ts';

export function JoinPage({
  title,
  subtitle,
  open,
  children,
}: {
  title: string;
  subtitle: string;
  open: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 lg:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>
      </div>
      {open ? children : <EmptyState icon="info" title={t('join.closed')} body={t('join.closedText')} />}
    </div>
  );
}
