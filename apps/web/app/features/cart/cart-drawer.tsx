/**
 * The cart drawer of spec §2/§4 (a lazy chunk): from the inline end, at most
 * 420 px; 'Shopping Cart' with a spinner while the cart is read again; the
 * empty state with Continue Shopping; otherwise the lines (list at most 60 %
 * of the screen), the free-delivery bar, the subtotal, Clear Cart (confirmed)
 * and Proceed To Checkout. Tapping a line's picture opens it for editing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currencyDecimals, freeDeliveryProgress, settingOn } from '@souq/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState, EMPTY_STATE_ACTION } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useAuthHref } from '../auth/auth-launcher.tsx';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import { useCart } from './cart-context.ts';
import type { CartLine } from './cart-lines.ts';
import { freeDeliveryThreshold } from './drawer-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

const LineEditor = lazy(() => import('./line-editor.tsx'));

export const CHECKOUT_CART = '/checkout?page=cart';

export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { cart, refresh, change } = useCart();
  const [loading, setLoading] = useState(true);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [editing, setEditing] = useState<CartLine | null>(null);
  const [askGuest, setAskGuest] = useState(false);
  const proceed = useProceed(onClose, () => setAskGuest(true));

  // Lines are re-priced on the server whenever the drawer opens (prices, stock and hours may have changed).
  useEffect(() => {
    let live = true;
    void refresh().finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [refresh]);

  const title = (
    <span className="inline-flex items-center gap-2">
      {t('cart.title')}
      {loading && <Spinner tone="brand" label={t('cart.loading')} />}
    </span>
  );

  return (
    <Dialog open onClose={onClose} title={title} variant="drawer">
      {cart.lines.length === 0 ? (
        loading ? null : (
          <EmptyCart onClose={onClose} />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            aria-label={t('cart.lines')}
            className="-mx-1 flex max-h-[60vh] flex-col divide-y divide-slate-100 overflow-y-auto px-1 dark:divide-slate-800"
          >
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} onEdit={() => setEditing(line)} />
            ))}
          </ul>
          <FreeDelivery subtotal={cart.subtotal} />
          {cart.forLater && (
            <p
              data-testid="cart-for-later"
              className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
            >
              {t('cart.storeClosedForLater')}
            </p>
          )}
          {cart.minimumOrder && <MinimumOrder {...cart.minimumOrder} />}
          <Subtotal amount={cart.subtotal} />
          <div className="flex gap-3">
            <Button variant="danger-outline" onClick={() => setConfirmClear(true)} className="flex-1">
              {t('cart.clear')}
            </Button>
            <Button onClick={proceed} className="flex-[2]">
              {t('cart.proceed')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('cart.clearConfirm')}
        description={t('cart.clearNote')}
        confirmLabel={t('cart.clear')}
        tone="danger"
        busy={clearing}
        onConfirm={async () => {
          setClearing(true);
          // Spec §4: the cart empties, a toast shows for 5 s, the dialog closes.
          await change({ intent: 'clear' }, t('cart.cleared'));
          setClearing(false);
          setConfirmClear(false);
        }}
      />
      <GuestOrLogin open={askGuest} onClose={() => setAskGuest(false)} onDone={onClose} />
      {editing && (
        <Suspense fallback={null}>
          <LineEditor line={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Dialog>
  );
}

/** Spec §4: signed in → the cart checkout; a guest where guests may check out → asked; otherwise → sign in. */
function useProceed(close: () => void, askGuest: () => void) {
  const navigate = useNavigate();
  const authHref = useAuthHref();
  const { signedIn, config } = useRootData();
  return () => {
    if (signedIn) {
      close();
      return void navigate(CHECKOUT_CART);
    }
    if (settingOn(config.guest_checkout_status)) return askGuest();
    close();
    void navigate(authHref('sign-in'));
  };
}

function EmptyCart({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <EmptyState icon="cart" tone="brand" title={t('cart.emptyTitle')} body={t('cart.emptyBody')}>
      <Link to="/home" onClick={onClose} className={EMPTY_STATE_ACTION}>
        {t('cart.continueShopping')}
      </Link>
    </EmptyState>
  );
}

function CartLineRow({ line, onEdit }: { line: CartLine; onEdit: () => void }) {
  const t = useT();
  const format = useFormat();
  const { busy, change, increase } = useCart();
  const updating = busy.has(line.id);
  const last = line.quantity <= 1;
  const stepButton =
    'flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-white disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700';
  return (
    <li className="flex gap-3 py-3">
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('cart.edit', { name: line.name })}
        className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
      >
        <Picture src={line.image} alt="" className="size-full object-cover" width={64} height={64} />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate font-semibold" dir="auto">
          {line.name}
        </p>
        {line.moduleType === 'pharmacy' && line.genericName.length > 0 && (
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            {line.genericName.join(t('catalog.listSeparator'))}
          </p>
        )}
        {line.prescriptionRequired && (
          <p className="text-xs font-medium text-red-600 dark:text-red-400">{t('cart.prescription')}</p>
        )}
        {line.details.length > 0 && (
          <p className="line-clamp-2 text-xs text-slate-500 dark:text-slate-400">
            {line.details.map((d) => (d.label ? `${d.label}: ${d.value}` : d.value)).join(t('catalog.listSeparator'))}
          </p>
        )}
        {line.problem && <p className="text-xs font-medium text-amber-700 dark:text-amber-300">{line.problem}</p>}
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-bold">{format.money(line.total)}</span>
            {line.totalBeforeDiscount !== line.total && (
              <del className="text-xs text-slate-500 dark:text-slate-400">{format.money(line.totalBeforeDiscount)}</del>
            )}
          </p>
          <div
            role="group"
            aria-label={t('cart.quantityOf', { name: line.name })}
            className="flex items-center gap-1 rounded-full bg-slate-100 p-0.5 dark:bg-slate-800"
          >
            <button
              type="button"
              disabled={updating}
              aria-label={t(last ? 'cart.remove' : 'cart.decrease', { name: line.name })}
              className={`${stepButton} ${last ? 'text-red-600 dark:text-red-400' : ''}`}
              // Spec §4: at 1 the minus deletes the line.
              onClick={() =>
                void (last
                  ? change({ intent: 'remove', cartId: line.id }, t('cart.removed'))
                  : change({ intent: 'update', cartId: line.id, quantity: line.quantity - 1 }))
              }
            >
              <Icon name={last ? 'trash' : 'minus'} className="size-4" />
            </button>
            <output aria-live="polite" className="flex min-w-6 justify-center text-sm font-bold tabular-nums">
              {updating ? <Spinner tone="brand" label={t('cart.updating')} /> : format.number(line.quantity)}
            </output>
            <button
              type="button"
              disabled={updating}
              aria-label={t('cart.increase', { name: line.name })}
              className={stepButton}
              onClick={() => increase(line)}
            >
              <Icon name="plus" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

/** Spec §4: how much more for free delivery, as a bar clamped 0–100. */
/** Issue 16, item 2: the store's minimum order and how much is missing, before Place Order. */
function MinimumOrder({ amount, missing }: { amount: number; missing: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <p
      data-testid="cart-minimum-order"
      className={`rounded-xl px-3 py-2 text-sm ${missing > 0 ? 'bg-amber-50 font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200' : 'text-slate-600 dark:text-slate-300'}`}
    >
      {missing > 0
        ? t('cart.minimumOrderMissing', { amount: format.money(amount), missing: format.money(missing) })
        : t('cart.minimumOrderMet', { amount: format.money(amount) })}
    </p>
  );
}

function FreeDelivery({ subtotal }: { subtotal: number }) {
  const t = useT();
  const format = useFormat();
  const { config } = useRootData();
  const threshold = freeDeliveryThreshold(config, currencyDecimals(config.digit_after_decimal_point));
  const progress = threshold === null ? null : freeDeliveryProgress(subtotal, threshold);
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 dark:bg-brand-700/15">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-800 dark:text-brand-100">
        <Icon name="truck" className="size-4" />
        {progress.remaining > 0
          ? t('cart.moreForFreeDelivery', { amount: format.money(progress.remaining) })
          : t('cart.reducedDelivery')}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.freeDeliveryProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2 overflow-hidden rounded-full bg-white dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

function Subtotal({ amount }: { amount: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="flex items-center justify-between border-t border-slate-200 pt-3 text-base dark:border-slate-800">
      <span className="font-medium text-slate-600 dark:text-slate-300">{t('cart.subtotal')}</span>
      <span data-testid="cart-subtotal" className="text-lg font-extrabold">
        {format.money(amount)}
      </span>
    </p>
  );
}

/** Spec §2: 'Do you want to login or continue as a guest?' with Guest, Login and Sign Up. */
function GuestOrLogin({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const authHref = useAuthHref();
  const go = (to: string) => {
    onClose();
    onDone();
    void navigate(to);
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('cart.guestOrLogin')}>
      <div className="flex flex-col gap-3">
        <Button variant="outline" onClick={() => go(CHECKOUT_CART)}>
          {t('cart.guest')}
        </Button>
        <div className="flex gap-3">
          <Button onClick={() => go(authHref('sign-in'))} className="flex-1">
            {t('cart.login')}
          </Button>
          <Button variant="soft" onClick={() => go(authHref('sign-up'))} className="flex-1">
            {t('cart.signUp')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
