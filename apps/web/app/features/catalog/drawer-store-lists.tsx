/** The phone drawer's Latest and Popular stores (spec §2): the first 10 of each with 'View all', fetched when the drawer opens. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { provideMessages, useT } from '../../i18n/t.ts';
import { useCurrentModule } from '../../lib/root-data.ts';
import { Picture } from './picture.tsx';
import { Bone } from './skeletons.tsx';
import * as catalogWords from './messages.ts';
import * as homeWords from '../home/messages.ts';

// The menu drawer opens on any page: the rows' titles come with this chunk.
provideMessages(homeWords);
provideMessages(catalogWords);

interface StoreLink {
  id: number;
  name: string;
  logo: string | null;
  href: string;
}

export default function DrawerStoreLists({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const module = useCurrentModule();
  const [lists, setLists] = useState<{ latest: StoreLink[]; popular: StoreLink[] } | null>(null);
  const sells = module && module.module_type !== 'parcel' && module.module_type !== 'rental';

  useEffect(() => {
    if (!sells) return;
    const controller = new AbortController();
    fetch('/resources/drawer-stores', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { latest: [], popular: [] }))
      .then(setLists, () => {});
    return () => controller.abort();
  }, [sells, module?.id]);

  if (!sells) return null;
  const food = module.module_type === 'food';
  const group = (title: string, stores: StoreLink[] | undefined, viewAll: string) => (
    <details className="group mt-1" open>
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-xl px-3 py-2.5 font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
        {title}
        <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="flex flex-col gap-0.5 ps-3">
        {!stores
          ? [0, 1, 2].map((i) => (
              <li key={i} className="px-3 py-1.5">
                <Bone className="h-6 w-40" />
              </li>
            ))
          : stores.map((store) => (
              <li key={store.id}>
                <Link
                  to={store.href}
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Picture src={store.logo} alt="" width={24} height={24} className="size-6 rounded-md object-cover" />
                  <span className="truncate">{store.name}</span>
                </Link>
              </li>
            ))}
        <li>
          <Link
            to={viewAll}
            onClick={onNavigate}
            className="block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-brand-700/20"
          >
            {t('catalog.viewAll')}
          </Link>
        </li>
      </ul>
    </details>
  );
  return (
    <div className="mt-1">
      {group(t(food ? 'home.latestRestaurants' : 'home.latestStores'), lists?.latest, '/store/latest')}
      {group(t(food ? 'home.popularRestaurants' : 'home.popularStores'), lists?.popular, '/store/popular')}
    </div>
  );
}
