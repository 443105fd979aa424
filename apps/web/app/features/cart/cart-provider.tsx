/**
 * The cart and the wishlist on every page (spec §2, §4). Holds the server
 * cart the shell loaded (right on the first paint) and replaces it with the
 * cart every write answers; gives the catalog its actions through
 * CatalogActionsProvider (Add to Cart / Update To Cart, the cart state of
 * the chosen variation, card steppers, wishlist hearts); opens the cart and
 * wishlist drawers (lazy chunks) and the different-store confirmation.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@souq/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { requestGuestId } from '../../lib/guest-id.ts';
import { useRootData } from '../../lib/root-data.ts';
import { CatalogActionsProvider, type CatalogActions } from '../catalog/actions.tsx';
import type { ItemDetail } from '../catalog/types.ts';
import type { CartSelection } from '../item/selection.ts';
import { useQuickView, withoutQuickView } from '../item/quick-view.tsx';
import { useSelectModule } from '../modules/use-select-module.ts';
import {
  changesLine,
  EMPTY_CART,
  findLine,
  increaseProblem,
  type CartChange,
  type CartLine,
  type CartView,
} from './cart-lines.ts';
import { CardCartControl } from './card-cart-control.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import { useShellData, WISHLIST_KEY, type WishlistIds, type WishlistKind } from './shell-data.ts';
import { CartContext, type CartState } from './cart-context.ts';
import { useLatest } from '../../lib/use-latest.ts';

/** The drawer's chunk, also asked for early when a pointer reaches the cart button. */
export const loadCartDrawer = () => import('./cart-drawer.tsx');
const CartDrawer = lazy(loadCartDrawer);
const WishlistDrawer = lazy(() => import('../wishlist/wishlist-drawer.tsx'));

/** /resources/cart's answer (routes/resources/cart.ts); moduleId when an add moved the visitor to the item's module. */
type Answer = { ok: true; cart: CartView; moduleId?: number } | { ok: false; error: string; code: string | null };

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

export function CartProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const toast = useToast();
  const root = useRootData();
  const shell = useShellData();
  const quickView = useQuickView();
  // A ref: the hook's function is new on every render, and the cart's callbacks should not be.
  const selectModule = useSelectModule();
  const chooseModule = useRef(selectModule.choose);
  chooseModule.current = selectModule.choose;
  // Set while that choice is on its way: its redirect drops the quick view itself, and a
  // navigation of our own would cancel the redirect.
  const movingModule = useRef(false);

  // The loader's cart until a write answers a newer one; a new loader cart (sign-in, logout, module) wins again.
  const [loaded, setLoaded] = useState(shell);
  const [cart, setCart] = useState<CartView>(shell?.cart ?? EMPTY_CART);
  const [wishlist, setWishlist] = useState<WishlistIds | null>(shell?.wishlist ?? null);
  if (shell !== loaded) {
    setLoaded(shell);
    setCart(shell?.cart ?? EMPTY_CART);
    setWishlist(shell?.wishlist ?? null);
  }
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [drawer, setDrawer] = useState<'cart' | 'wishlist' | null>(null);
  const [otherStore, setOtherStore] = useState<{ selection: CartSelection; moduleId?: number } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const cartRef = useRef(cart);
  cartRef.current = cart;

  const send = useCallback(
    async (change: CartChange): Promise<Answer> => {
      if (!root.signedIn && !root.hasGuestId) await requestGuestId();
      try {
        const answer = (await (await post('/resources/cart', change)).json()) as Answer;
        if (answer.ok) setCart(answer.cart);
        // The visitor is now in the item's module: choosing it as the header does ('A Module has
        // been selected.') brings the header, its cart and the page along, on the same page
        // without the quick view (the redirect closes it).
        movingModule.current = Boolean(answer.ok && answer.moduleId);
        if (answer.ok && answer.moduleId) {
          const query = withoutQuickView(window.location.search);
          void chooseModule.current(answer.moduleId, window.location.pathname + (query ? `?${query}` : ''));
        }
        return answer;
      } catch {
        return { ok: false, error: t('error.title'), code: null };
      }
    },
    [root.signedIn, root.hasGuestId, t],
  );

  const refresh = useCallback(async () => {
    try {
      const answer = (await (
        await fetch('/resources/cart', { headers: { accept: 'application/json' } })
      ).json()) as Answer;
      if (answer.ok) setCart(answer.cart);
    } catch {
      /* the cart shown stays as it was */
    }
  }, []);

  const change = useCallback(
    async (next: CartChange, success?: string) => {
      const line = 'cartId' in next ? next.cartId : null;
      if (line) setBusy((s) => new Set(s).add(line));
      const answer = await send(next);
      if (line) setBusy((s) => new Set([...s].filter((id) => id !== line)));
      if (!answer.ok) {
        toast(answer.error, { kind: 'error' });
        // The server refused: the cart shown may be behind it (another tab's change, or a replace
        // whose clear went through and whose add did not), so it is read again.
        if (answer.code !== null) void refresh();
      } else if (success)
        toast(success, next.intent === 'clear' ? { durationMs: TIMINGS.clearCartToastMs } : undefined);
      return answer.ok;
    },
    [send, toast, refresh],
  );

  const increase = useCallback(
    (line: CartLine) => {
      const problem = increaseProblem(cartRef.current, line);
      if (problem)
        return void toast(t(problem === 'out_of_stock' ? 'item.outOfStock' : 'item.outOfLimits'), { kind: 'warning' });
      void change({ intent: 'update', cartId: line.id, quantity: line.quantity + 1 });
    },
    [change, toast, t],
  );

  const add = useCallback(
    async (selection: CartSelection, moduleId?: number) => {
      const answer = await send({ intent: 'add', selection, moduleId });
      if (answer.ok) toast(t('cart.added'));
      // Spec §4: another store's item asks to clear the cart first.
      else if (answer.code === 'different_store') setOtherStore({ selection, moduleId });
      else toast(answer.error, { kind: 'error' });
      return answer.ok;
    },
    [send, toast, t],
  );

  const toggleWishlist = useCallback(
    (kind: WishlistKind, id: number) => {
      if (!root.signedIn || !wishlist) return void toast(t('wishlist.loginRequired'), { kind: 'error' });
      const key = WISHLIST_KEY[kind];
      const saved = wishlist[key].includes(id);
      const apply = (list: WishlistIds | null, on: boolean) =>
        list && { ...list, [key]: on ? [id, ...list[key].filter((x) => x !== id)] : list[key].filter((x) => x !== id) };
      setWishlist((list) => apply(list, !saved));
      void post('/resources/wishlist', { intent: saved ? 'remove' : 'add', kind, id })
        .then((r) => r.json() as Promise<{ ok: boolean; message?: string; error?: string }>)
        .then(
          (answer) => {
            if (answer.ok) return toast(answer.message!);
            setWishlist((list) => apply(list, saved));
            toast(answer.error!, { kind: 'error' });
          },
          () => {
            setWishlist((list) => apply(list, saved));
            toast(t('error.title'), { kind: 'error' });
          },
        );
    },
    [root.signedIn, wishlist, toast, t],
  );

  const state = useMemo<CartState>(
    () => ({ cart, busy, change, increase, refresh, add, openDrawer: setDrawer, wishlist, toggleWishlist }),
    [cart, busy, change, increase, refresh, add, wishlist, toggleWishlist],
  );

  // Read when called (the URL, the quick view of that moment): it need not rebuild the actions.
  const closeQuickView = useLatest(() => {
    if (!movingModule.current && new URLSearchParams(window.location.search).has('item')) quickView.close();
  });

  const actions = useMemo<CatalogActions>(
    () => ({
      addToCart: (selection: CartSelection, item: ItemDetail) => {
        const line = findLine(cartRef.current, selection);
        if (!line) return void add(selection, item.moduleId).then((ok) => ok && closeQuickView.current());
        // Spec §4: the item and variation are in the cart; an unchanged update is not sent.
        if (!changesLine(line, selection)) return void toast(t('cart.noChanges'), { kind: 'warning' });
        void change({ intent: 'update', cartId: line.id, selection }, t('cart.updated')).then(
          (ok) => ok && closeQuickView.current(),
        );
      },
      addLabel: (selection: CartSelection) => (findLine(cart, selection) ? t('cart.updateToCart') : null),
      cartLine: (selection: CartSelection) => {
        const line = findLine(cart, selection);
        return line && { quantity: line.quantity, addOns: line.addOns };
      },
      cardCartControl: (item) => <CardCartControl item={item} />,
      // A customer's wishlist is read with a zone (spec §2: "logged in, with zone"); without one
      // (a product link opened cold) the hearts are not offered rather than saying 'not logged in'.
      wishlistToggle: (target) =>
        root.signedIn && !wishlist ? null : 'store' in target ? (
          <WishlistHeart kind="store" id={target.store.id} name={target.store.name} />
        ) : (
          <WishlistHeart kind="item" id={target.item.id} name={target.item.name} />
        ),
    }),
    [cart, add, change, toast, t, root.signedIn, wishlist, closeQuickView],
  );

  return (
    <CartContext.Provider value={state}>
      <CatalogActionsProvider value={actions}>
        {children}
        <Suspense fallback={null}>
          {drawer === 'cart' && <CartDrawer onClose={() => setDrawer(null)} />}
          {drawer === 'wishlist' && <WishlistDrawer onClose={() => setDrawer(null)} />}
        </Suspense>
        {/* Spec §4: another store's item asks first; confirming empties the cart and adds it. */}
        <ConfirmDialog
          open={otherStore !== null}
          onClose={() => setOtherStore(null)}
          title={t('cart.otherStoreTitle')}
          description={t('cart.otherStoreBody')}
          confirmLabel={t('cart.otherStoreConfirm')}
          tone="danger"
          busy={replacing}
          onConfirm={async () => {
            setReplacing(true);
            const ok = await change({ intent: 'replace', ...otherStore! }, t('cart.replaced'));
            setReplacing(false);
            setOtherStore(null);
            if (ok) closeQuickView.current();
          }}
        />
      </CatalogActionsProvider>
    </CartContext.Provider>
  );
}
