/**
 * The wishlist drawer (spec §2, a lazy chunk): saved items and saved stores
 * in two tabs, read when it opens. A heart removes an entry at once; items
 * open in the quick view, stores on their page.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../i18n/t.ts';
import { useCart } from '../cart/cart-context.ts';
import { storeHref } from '../catalog/links.ts';
import { Picture } from '../catalog/picture.tsx';
import { Price } from '../catalog/price.tsx';
import type { ItemCard, StoreCard } from '../catalog/types.ts';
import { useQuickView } from '../item/quick-view.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

type Lists = { items: ItemCard[]; stores: StoreCard[] };

export default function WishlistDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const { wishlist } = useCart();
  const quickView = useQuickView();
  const [tab, setTab] = useState<'items' | 'stores'>('items');
  const [lists, setLists] = useState<Lists | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    fetch('/resources/wishlist', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<Lists>) : Promise.reject(new Error(String(r.status)))))
      .then(
        (data) => live && setLists(data),
        () => live && setLists('failed'),
      );
    return () => {
      live = false;
    };
  }, []);

  // What the shopper un-hearts here leaves the list at once.
  const items = lists && lists !== 'failed' ? lists.items.filter((i) => wishlist?.items.includes(i.id)) : [];
  const stores = lists && lists !== 'failed' ? lists.stores.filter((s) => wishlist?.stores.includes(s.id)) : [];
  const tabClass =
    'flex-1 rounded-lg px-3 py-2 text-sm font-semibold aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm dark:aria-selected:bg-slate-900 dark:aria-selected:text-brand-100';

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
        {(['items', 'stores'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-controls={`${id}-${name}-panel`}
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={tabClass}
          >
            {lists && lists !== 'failed'
              ? t(name === 'items' ? 'wishlist.itemsCount' : 'wishlist.storesCount', {
                  count: name === 'items' ? items.length : stores.length,
                })
              : t(name === 'items' ? 'wishlist.items' : 'wishlist.stores')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} className="mt-3">
        {lists === 'failed' ? (
          <p role="alert" className="py-10 text-center font-semibold">
            {t('error.title')}
          </p>
        ) : lists === null ? null : tab === 'items' ? (
          items.length === 0 ? (
            <Empty text={t('wishlist.emptyItems')} />
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <Picture
                    src={item.image}
                    alt=""
                    className="size-14 shrink-0 rounded-xl object-cover"
                    width={56}
                    height={56}
                  />
                  <div className="min-w-0 flex-1">
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
                  </div>
                  <WishlistHeart kind="item" id={item.id} name={item.name} />
                </li>
              ))}
            </ul>
          )
        ) : stores.length === 0 ? (
          <Empty text={t('wishlist.emptyStores')} />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {stores.map((store) => (
              <li key={store.id} className="flex items-center gap-3 py-3">
                <Picture
                  src={store.logo}
                  alt=""
                  className="size-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700"
                  width={56}
                  height={56}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={storeHref(store)}
                    onClick={onClose}
                    className="block truncate font-semibold hover:underline"
                  >
                    {store.name}
                  </Link>
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400" dir="auto">
                    {store.address}
                  </p>
                </div>
                <WishlistHeart kind="store" id={store.id} name={store.name} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="py-12 text-center text-sm text-slate-600 dark:text-slate-300">{text}</p>;
}
