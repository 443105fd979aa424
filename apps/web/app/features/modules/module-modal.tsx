/**
 * The module selection modal (spec §2): the modules serving the visitor's
 * zones as a grid of icons and names, the current one highlighted, 5
 * skeleton tiles while they load, and an empty state when none does.
 */
import { LIMITS } from '@souq/domain';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MODULE_ACTION, useSelectModule } from './use-select-module.ts';

interface ModuleModalProps {
  open: boolean;
  onClose: () => void;
  loading?: boolean;
}

export function ModuleModal({ open, onClose, loading = false }: ModuleModalProps) {
  const t = useT();
  const { modules, moduleId } = useRootData();
  const select = useSelectModule();

  return (
    <Dialog open={open} onClose={onClose} title={t('modules.title')} description={t('modules.subtitle')}>
      {loading ? (
        <ul className="grid grid-cols-3 gap-3" aria-busy="true" aria-label={t('modules.loading')}>
          {Array.from({ length: LIMITS.moduleSkeletonTiles }, (_, i) => (
            <li
              key={i}
              className="flex animate-pulse flex-col items-center gap-2 rounded-2xl border border-slate-100 p-3 dark:border-slate-800"
            >
              <span className="size-14 rounded-2xl bg-slate-200 dark:bg-slate-700" />
              <span className="h-3 w-16 rounded bg-slate-200 dark:bg-slate-700" />
            </li>
          ))}
        </ul>
      ) : modules.length === 0 ? (
        <EmptyState compact icon="grid" title={t('modules.emptyTitle')} body={t('modules.emptyBody')} />
      ) : (
        <select.Form method="post" action={MODULE_ACTION}>
          <input type="hidden" name="redirectTo" value="/home" />
          <ul className="grid grid-cols-3 gap-3">
            {modules.map((module) => {
              const current = module.id === moduleId;
              return (
                <li key={module.id}>
                  <button
                    type="submit"
                    name="moduleId"
                    value={module.id}
                    aria-current={current ? 'true' : undefined}
                    disabled={select.pendingId !== null}
                    className={`relative flex w-full flex-col items-center gap-2 rounded-2xl border p-3 text-center transition hover:border-brand-600 hover:shadow-md disabled:cursor-wait ${
                      current
                        ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:bg-brand-700/20'
                        : 'border-slate-200 dark:border-slate-700'
                    } ${select.pendingId === module.id ? 'opacity-70' : ''}`}
                  >
                    {current && (
                      <span className="absolute end-2 top-2 rounded-full bg-brand-600 p-0.5 text-white">
                        <Icon name="check" className="size-3" />
                      </span>
                    )}
                    <img src={module.icon_full_url} alt="" width={56} height={56} className="size-14 rounded-2xl" />
                    <span className="text-sm font-semibold leading-tight">{module.module_name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </select.Form>
      )}
      {select.error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
          {select.error}
        </p>
      )}
      <p className="mt-4 flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-200">
        <Icon name="info" className="mt-0.5 size-4" />
        {t('modules.note')}
      </p>
    </Dialog>
  );
}
