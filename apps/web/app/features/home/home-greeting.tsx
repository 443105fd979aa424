/** The top of /home: the chosen module, where it delivers, and the catalog search — or the module choice when none is chosen yet. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { ModuleModal } from '../modules/module-modal.tsx';
import type { ModuleSummary } from '../modules/modules.server.ts';
import { SearchBox } from './search-box.tsx';
import { Button } from '../../components/ui/button.tsx';

export function HomeGreeting({ module }: { module: ModuleSummary | null }) {
  const t = useT();
  const toast = useToast();
  const { location } = useRootData();
  const [choosing, setChoosing] = useState(!module);

  if (!module) {
    return (
      <section className="flex flex-col items-start gap-4 rounded-3xl bg-slate-50 p-8 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t('modules.subtitle')}</h1>
        <Button onClick={() => setChoosing(true)}>{t('modules.title')}</Button>
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

  const searchable = module.module_type !== 'parcel' && module.module_type !== 'rental';
  return (
    <section className="relative rounded-3xl bg-gradient-to-br from-brand-600 via-brand-600 to-brand-800 px-5 py-6 text-white shadow-lg shadow-brand-900/10 sm:px-8 sm:py-8">
      {/* Only the circles are clipped: the search box's suggestions open below the card. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-3xl">
        <div className="absolute -end-12 -top-20 size-64 rounded-full bg-white/10" />
        <div className="absolute -bottom-24 end-24 size-48 rounded-full bg-white/5" />
      </div>
      <div className="relative flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
        <div className="flex min-w-0 items-center gap-4">
          <img
            src={module.icon_full_url}
            alt=""
            width={56}
            height={56}
            className="hidden size-14 shrink-0 rounded-2xl bg-white/95 p-1 shadow-md sm:block"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('home.greeting', { module: module.module_name })}
            </h1>
            {module.description && <p className="mt-1 text-sm text-brand-50 sm:text-base">{module.description}</p>}
            {location && (
              <p className="mt-2 flex items-center gap-1.5 text-xs text-brand-50 sm:text-sm">
                <Icon name="pin" className="size-4 shrink-0" />
                <span className="shrink-0 whitespace-nowrap">
                  {t(module.module_type === 'rental' ? 'header.pickupFrom' : 'header.deliverTo')}
                </span>
                {/* Cut in the address's own direction: an English address on an Arabic page loses its end, not its start. */}
                <bdi dir="auto" className="min-w-0 truncate font-semibold text-white">
                  {location.address}
                </bdi>
                <Link to="/" className="shrink-0 font-semibold text-white underline underline-offset-4">
                  {t('home.change')}
                </Link>
              </p>
            )}
          </div>
        </div>
        {searchable && (
          <div className="w-full lg:max-w-md">
            <SearchBox placeholder={t(module.module_type === 'food' ? 'home.searchFood' : 'home.searchPlaceholder')} />
          </div>
        )}
      </div>
    </section>
  );
}
