/** The module switcher on /home (spec §2): shown when 2 or more modules serve the stored zones. */
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MODULE_ACTION, useSelectModule } from './use-select-module.ts';

export function ModuleSwitcher() {
  const t = useT();
  const { modules, moduleId } = useRootData();
  const select = useSelectModule();
  if (modules.length < 2) return null;
  return (
    <nav aria-label={t('modules.switcherLabel')}>
      <select.Form method="post" action={MODULE_ACTION} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
        <input type="hidden" name="redirectTo" value="/home" />
        <ul className="flex gap-3 pb-1">
          {modules.map((module) => {
            const current = module.id === moduleId;
            return (
              <li key={module.id} className="flex shrink-0">
                <button
                  type="submit"
                  name="moduleId"
                  value={module.id}
                  aria-current={current ? 'true' : undefined}
                  className={`flex w-24 flex-col items-center gap-2 rounded-2xl border px-2 py-3 text-center transition sm:w-28 ${
                    current
                      ? 'border-brand-600 bg-brand-50 text-brand-700 shadow-sm dark:bg-brand-700/20 dark:text-brand-100'
                      : 'border-slate-200 bg-white hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900'
                  }`}
                >
                  <img src={module.icon_full_url} alt="" width={48} height={48} className="size-12 rounded-xl" />
                  <span className="text-sm font-semibold leading-tight">{module.module_name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </select.Form>
    </nav>
  );
}
