/**
 * The wishlist drawer (spec §2, a lazy chunk): saved items and saved stores
 * in two tabs, read when it opens — in the rental module saved vehicles and
 * providers instead. A heart removes an entry at once; items open in the
 * quick view, stores, vehicles and providers on their pages.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../i18n/t.ts';
import { useCart } from '../cart/cart-context.ts';
import { storeHref } from '../catalog/links.ts';
import { Picture } from '../catalog/picture.tsx';
import { Price } from '../catalog/price.tsx';
import { useFormat } from '../catalog/format.ts';
import type { ItemCard, StoreCard } from '../catalog/types.ts';
import { useQuickView } from '../item/quick-view.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentModule } from '../../lib/root-data.ts';
import type { RentalWishlistCards } from './wishlist.server.ts';

type Lists = { items: ItemCard[]; stores: StoreCard[] };

export default function WishlistDrawer({ onClose }: { onClose: () => void }) {
  const rental = useCurrentModule()?.module_type === 'rental';
  return rental ? <RentalWishlistDrawer onClose={onClose} /> : <StoreWishlistDrawer onClose={onClose} />;
}

/** Reads one of the drawer's lists when it opens. */
function useWishlistCards<T>(url: string): T | 'failed' | null {
  const [lists, setLists] = useState<T | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (data) => live && setLists(data),
        () => live && setLists('failed'),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return lists;
}

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm dark:aria-selected:bg-slate-900 dark:aria-selected:text-brand-100';

function StoreWishlistDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { wishlist } = useCart();
  const quickView = useQuickView();
  const [tab, setTab] = useState<'items' | 'stores'>('items');
  const lists = useWishlistCards<Lists>('/resources/wishlist');
  const ready = lists && lists !== 'failed' ? lists : null;

  // What the shopper un-hearts here leaves the list at once.
  const items = ready ? ready.items.filter((i) => wishlist?.items.includes(i.id)) : [];
  const stores = ready ? ready.stores.filter((s) => wishlist?.stores.includes(s.id)) : [];

  return (
    <WishlistTabs
      onClose={onClose}
      lists={lists}
      names={['items', 'stores'] as const}
      tab={tab}
      onTab={setTab}
      label={(name) =>
        ready
          ? t(name === 'items' ? 'wishlist.itemsCount' : 'wishlist.storesCount', {
              count: name === 'items' ? items.length : stores.length,
            })
          : t(name === 'items' ? 'wishlist.items' : 'wishlist.stores')
      }
    >
      {tab === 'items' ? (
        <Entries empty={items.length === 0 && t('wishlist.emptyItems')}>
          {items.map((item) => (
            <Entry
              key={item.id}
              picture={item.image}
              heart={<WishlistHeart kind="item" id={item.id} name={item.name} />}
            >
              <button
                type="button"
                className="block max-w-full truncate text-start font-semibold hover:underline"
                onClick={() => {
                  onClose();
                  quickView.open(item.id);
                }}
              >
                {item.name}
              </button>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{item.storeName}</p>
              <Price price={item.price} size="sm" />
            </Entry>
          ))}
        </Entries>
      ) : (
        <Entries empty={stores.length === 0 && t('wishlist.emptyStores')}>
          {stores.map((store) => (
            <Place
              key={store.id}
              kind="store"
              id={store.id}
              name={store.name}
              logo={store.logo}
              address={store.address}
              href={storeHref(store)}
              onClose={onClose}
            />
          ))}
        </Entries>
      )}
    </WishlistTabs>
  );
}

/** Spec §2: "vehicles and providers in rental". */
function RentalWishlistDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const { wishlist } = useCart();
  const [tab, setTab] = useState<'vehicles' | 'providers'>('vehicles');
  const lists = useWishlistCards<RentalWishlistCards>('/resources/wishlist?list=rental');
  const ready = lists && lists !== 'failed' ? lists : null;
  const vehicles = ready ? ready.vehicles.filter((v) => wishlist?.vehicles.includes(v.id)) : [];
  const providers = ready ? ready.providers.filter((p) => wishlist?.providers.includes(p.id)) : [];

  return (
    <WishlistTabs
      onClose={onClose}
      lists={lists}
      names={['vehicles', 'providers'] as const}
      tab={tab}
      onTab={setTab}
      label={(name) =>
        ready
          ? t(name === 'vehicles' ? 'wishlist.vehiclesCount' : 'wishlist.providersCount', {
              count: name === 'vehicles' ? vehicles.length : providers.length,
            })
          : t(name === 'vehicles' ? 'wishlist.vehicles' : 'wishlist.providers')
      }
    >
      {tab === 'vehicles' ? (
        <Entries empty={vehicles.length === 0 && t('wishlist.emptyVehicles')}>
          {vehicles.map((vehicle) => (
            <Entry
              key={vehicle.id}
              picture={vehicle.image}
              heart={<WishlistHeart kind="vehicle" id={vehicle.id} name={vehicle.name} />}
            >
              <Link
                to={`/rental/vehicle/${vehicle.id}`}
                onClick={onClose}
                className="block truncate font-semibold hover:underline"
              >
                {vehicle.name}
              </Link>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{vehicle.provider}</p>
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">
                {vehicle.hourly !== null
                  ? t('wishlist.perHour', { price: format.money(vehicle.hourly) })
                  : vehicle.perKm !== null && t('wishlist.perKm', { price: format.money(vehicle.perKm) })}
              </p>
            </Entry>
          ))}
        </Entries>
      ) : (
        <Entries empty={providers.length === 0 && t('wishlist.emptyProviders')}>
          {providers.map((provider) => (
            <Place
              key={provider.id}
              kind="provider"
              id={provider.id}
              name={provider.name}
              logo={provider.logo}
              address={provider.address}
              href={`/rental/provider-details?id=${provider.id}`}
              onClose={onClose}
            />
          ))}
        </Entries>
      )}
    </WishlistTabs>
  );
}

/** The drawer with its two tabs; the panel shows the error or nothing until the lists are read. */
function WishlistTabs<N extends string>({
  onClose,
  lists,
  names,
  tab,
  onTab,
  label,
  children,
}: {
  onClose: () => void;
  lists: unknown;
  names: readonly N[];
  tab: N;
  onTab: (name: N) => void;
  label: (name: N) => string;
  children: ReactNode;
}) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      variant="drawer"
      title={
        <span className="inline-flex items-center gap-2">
          {t('wishlist.title')}
          {lists === null && <Spinner tone="brand" label={t('wishlist.loading')} />}
        </span>
      }
    >
      <div role="tablist" className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-controls={`${id}-${name}-panel`}
            aria-selected={tab === name}
            onClick={() => onTab(name)}
            className={tabClass}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} className="mt-3">
        {lists === 'failed' ? (
          <p role="alert" className="py-10 text-center font-semibold">
            {t('error.title')}
          </p>
        ) : lists === null ? null : (
          children
        )}
      </div>
    </Dialog>
  );
}

/** A tab's list, or what it says when it is empty. */
function Entries({ empty, children }: { empty: string | false; children: ReactNode }) {
  if (empty) return <p className="py-12 text-center text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  return <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>;
}

/** One saved entry: its picture, what it is, and the heart that removes it. */
function Entry({
  picture,
  round = false,
  heart,
  children,
}: {
  picture: string | null;
  /** Logos (stores, providers) are round; pictures of things square. */
  round?: boolean;
  heart: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Picture
        src={picture}
        alt=""
        className={
          round
            ? 'size-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700'
            : 'size-14 shrink-0 rounded-xl object-cover'
        }
        width={56}
        height={56}
      />
      <div className="min-w-0 flex-1">{children}</div>
      {heart}
    </li>
  );
}

/** A saved store or rental provider: logo, name linking to its page, address. */
function Place(props: {
  kind: 'store' | 'provider';
  id: number;
  name: string;
  logo: string | null;
  address: string;
  href: string;
  onClose: () => void;
}) {
  return (
    <Entry picture={props.logo} round heart={<WishlistHeart kind={props.kind} id={props.id} name={props.name} />}>
      <Link to={props.href} onClick={props.onClose} className="block truncate font-semibold hover:underline">
        {props.name}
      </Link>
      <p className="truncate text-xs text-slate-500 dark:text-slate-400" dir="auto">
        {props.address}
      </p>
    </Entry>
  );
}
