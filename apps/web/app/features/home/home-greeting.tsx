/** The top of /home: the chosen module and where it delivers, or the module choice when none is chosen yet. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentModule, useRootData } from '../../lib/root-data.ts';
import { ModuleModal } from '../modules/module-modal.tsx';

export function HomeGreeting() {
  const t = useT();
  const toast = useToast();
  const { location } = useRootData();
  const module = useCurrentModule();
  const [choosing, setChoosing] = useState(!module);

  if (!module) {
    return (
      <section className="flex flex-col items-start gap-4 rounded-3xl bg-slate-50 p-8 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t('modules.subtitle')}</h1>
        <button type="button" onClick={() => setChoosing(true)} className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t('modules.title')}
        </button>
        <ModuleModal
          open={choosing}
          onClose={() => {
            setChoosing(false);
            toast(t('modules.required'), { kind: 'warning' });
          }}
        />
      </section>
    );
  }

  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 p-6 text-white shadow-lg sm:p-10">
      <div aria-hidden="true" className="absolute -end-10 -bottom-16 size-56 rounded-full bg-white/10" />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-center">
        <img src={module.icon_full_url} alt="" width={80} height={80} className="size-20 rounded-3xl bg-white/90 p-1 shadow-md" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('home.greeting', { module: module.module_name })}</h1>
          {module.description && <p className="mt-2 max-w-2xl text-brand-50">{module.description}</p>}
          {location && (
            <p className="mt-4 flex items-center gap-2 text-sm text-brand-50">
              <Icon name="pin" className="size-4" />
              <span className="truncate">
                {t(module.module_type === 'rental' ? 'header.pickupFrom' : 'header.deliverTo')} <bdi className="font-semibold text-white">{location.address}</bdi>
              </span>
              <Link to="/" className="shrink-0 font-semibold text-white underline underline-offset-4">
                {t('home.change')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
