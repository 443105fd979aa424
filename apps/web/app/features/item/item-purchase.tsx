/**
 * The buying part of the item view: options, quantity, live total and the
 * buttons of spec §2/§4 — Order Now (campaign items) or Buy Now and Add to
 * Cart, Out of Stock when nothing is left, or the 'Not Available now' panel
 * outside the item's hours. Every item rule that needs no cart runs here
 * before the selection leaves (required variations, min/max, stock,
 * maximum cart quantity); what happens next belongs to the cart and checkout
 * features (CatalogActions), with defaults that hand the selection on.
 */
import { useState, type ReactNode } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router';
import {
  currencyDecimals,
  canDecrease,
  canIncrease,
  itemAvailability,
  settingOn,
  storeOrdering,
  type StoreOrdering,
} from '@souq/domain';
import { buttonTone } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useCatalogActions } from '../catalog/actions.tsx';
import { useBusinessMoment, useFormat } from '../catalog/format.ts';
import { useNow } from '../catalog/use-now.ts';
import type { ItemDetail } from '../catalog/types.ts';
import { AddOns, ChoiceGroups, FoodGroup } from './item-options.tsx';
import {
  cartSelection,
  chooseFoodValue,
  chooseOption,
  initialSelection,
  priceSelection,
  selectionProblem,
  setAddOnQuantity,
  setQuantity,
  toggleAddOn,
  type CartSelection,
  type Selection,
  type SelectionProblem,
} from './selection.ts';
import { Stepper } from './stepper.tsx';

/** The cart's resource route (routes/resources/cart.ts); the cart feature normally takes Add to Cart over. */
export const CART_ACTION = '/resources/cart';
/** features/checkout's action; importing the page module here would pull the checkout into the item view's chunk. */
const CHECKOUT_ACTION = '/resources/checkout';

const PROBLEM_MESSAGES: Record<SelectionProblem['code'], MessageKey> = {
  variationRequired: 'item.error.variationRequired',
  variationRange: 'item.error.variationRange',
  variationRangeInfo: 'item.variationRangeInfo',
  unknownOption: 'item.error.unknownOption',
  singleChoice: 'item.error.singleChoice',
  variationMissing: 'item.error.variationMissing',
  variationNotFound: 'item.error.variationNotFound',
  variationOutOfStock: 'item.error.variationOutOfStock',
  outOfStock: 'item.outOfStock',
  outOfLimits: 'item.outOfLimits',
};

/** Spec §4: the item can be ordered now, or scheduled for later when the store takes scheduled orders. */
function useOrderable(item: ItemDetail, renderedAt: number): boolean {
  const moment = useBusinessMoment(useNow(renderedAt));
  const state = itemAvailability(
    {
      available_time_starts: item.availableTimeStarts,
      available_time_ends: item.availableTimeEnds,
      available_date_starts: item.availableDateStarts,
      available_date_ends: item.availableDateEnds,
    },
    moment,
  );
  return state === 'available' || (state === 'outside_hours' && item.scheduleOrder);
}

/**
 * Issue 16, item 1: how the item's store takes orders now (the rule the cart
 * enforces, storeOrdering of @souq/domain), previewed on the business clock.
 * 'now' when the item came without its store's hours.
 */
function useStoreOrdering(item: ItemDetail, renderedAt: number): StoreOrdering {
  const moment = useBusinessMoment(useNow(renderedAt));
  const { config } = useRootData();
  return item.store ? storeOrdering(item.store, moment, settingOn(config.schedule_order)) : 'now';
}

/** What the buttons do when no feature has taken them over yet. */
function useDefaultActions() {
  const fetcher = useFetcher({ key: 'cart-add' });
  const checkout = useFetcher({ key: 'checkout-hand-off' });
  const { signedIn } = useRootData();
  const toast = useToast();
  const t = useT();
  // Buy Now / Order Now hand the selection to the checkout's action, which keeps it in a
  // short-lived cookie and redirects: the checkout survives a reload.
  // The item's module goes along: its checkout is that module's (an item of another module's
  // store page moves the visitor there, as adding it to the cart does).
  const handOff = (page: 'buy_now' | 'campaign', selection: CartSelection, item: ItemDetail) =>
    checkout.submit({ page, selection, moduleId: item.moduleId } as unknown as SubmitTarget, {
      method: 'post',
      action: CHECKOUT_ACTION,
      encType: 'application/json',
    });
  return {
    addToCart: (selection: CartSelection, item: ItemDetail) =>
      fetcher.submit({ intent: 'add', selection, moduleId: item.moduleId } as unknown as SubmitTarget, {
        method: 'post',
        action: CART_ACTION,
        encType: 'application/json',
      }),
    buyNow: (selection: CartSelection, item: ItemDetail) => handOff('buy_now', selection, item),
    // Spec §4/§6: campaign items go to the campaign checkout, which needs a signed-in customer.
    orderNow: (selection: CartSelection, item: ItemDetail) =>
      signedIn ? handOff('campaign', selection, item) : toast(t('item.loginRequired'), { kind: 'error' }),
  };
}

/**
 * The options and the footer (quantity, total, buttons) as two parts: the
 * item view places the footer as a child of its own root, so the footer can
 * stay stuck to the bottom of the screen from the first moment (a sticky box
 * cannot leave its parent). `stickyFooter`: always (the modal) or on narrow
 * screens only (the product page).
 */
export function useItemPurchase(
  item: ItemDetail,
  now: number,
  stickyFooter: 'always' | 'narrow',
  initial?: Selection,
): { options: ReactNode; footer: ReactNode } {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { config } = useRootData();
  const actions = useCatalogActions();
  const defaults = useDefaultActions();
  const decimals = currencyDecimals(config.digit_after_decimal_point);
  // Spec §4: when the chosen item and variation are in the cart, its quantity and add-ons are loaded.
  const withCartState = (next: Selection): Selection => {
    const line = actions.cartLine?.(cartSelection(item, next, decimals), item);
    return line ? { ...next, quantity: line.quantity, addOns: { ...line.addOns } } : next;
  };
  const [state, setState] = useState(() => withCartState(initial ?? initialSelection(item)));
  const [invalidGroup, setInvalidGroup] = useState<string | null>(null);
  const priced = priceSelection(item, state);
  const orderable = useOrderable(item, now);
  const ordering = useStoreOrdering(item, now);
  const campaign = item.model === 'ItemCampaign';

  const problemText = (problem: SelectionProblem) => {
    const vars = Object.fromEntries(
      Object.entries(problem.vars).map(([k, v]) => [k, typeof v === 'number' ? format.number(v) : v]),
    );
    return t(PROBLEM_MESSAGES[problem.code], vars);
  };

  const submit = (action: 'addToCart' | 'buyNow' | 'orderNow') => {
    const problem = selectionProblem(item, state);
    if (problem) {
      const group = typeof problem.vars.name === 'string' ? problem.vars.name : null;
      setInvalidGroup(group);
      if (group)
        document
          .querySelector(`[data-group="${CSS.escape(group)}"]`)
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      toast(problemText(problem), { kind: 'error' });
      return;
    }
    setInvalidGroup(null);
    const selection = cartSelection(item, state, decimals);
    const handler = actions[action] ?? defaults[action];
    handler(selection, item);
  };

  const increase = () => {
    if (canIncrease(state.quantity, priced.limits)) return setState(setQuantity(state, state.quantity + 1));
    // Spec §8: 'Out of Stock' at the stock limit, 'Out of Limits' at the maximum cart quantity.
    const atStock = priced.limits.tracksStock && priced.limits.stock <= state.quantity;
    toast(t(atStock ? 'item.outOfStock' : 'item.outOfLimits'), { kind: 'warning' });
  };

  const addLabel = actions.addLabel?.(cartSelection(item, state, decimals), item) ?? t('item.addToCart');

  const options = (
    <>
      {item.foodVariations.map((group) => (
        <FoodGroup
          key={group.name}
          group={group}
          chosen={state.food[group.name] ?? []}
          invalid={invalidGroup === group.name}
          onChoose={(label) => {
            setInvalidGroup(null);
            setState(withCartState(chooseFoodValue(item, state, group.name, label)));
          }}
        />
      ))}
      {item.choiceOptions.length > 0 && (
        <ChoiceGroups
          item={item}
          choices={state.choices}
          variationOutOfStock={priced.variationOutOfStock}
          onChoose={(i, option) => setState(withCartState(chooseOption(state, i, option)))}
        />
      )}
      {item.addOns.length > 0 && (
        <AddOns
          item={item}
          chosen={state.addOns}
          onToggle={(id) => setState(toggleAddOn(state, id))}
          onQuantity={(id, q) => setState(setAddOnQuantity(state, id, q))}
        />
      )}
    </>
  );

  const footer =
    ordering === 'closed' ? (
      <StoreClosedPanel later={false} />
    ) : orderable ? (
      <div
        className={`sticky bottom-0 -mx-1 flex flex-col gap-4 md:col-start-2 md:self-start border-t border-slate-200 bg-white/95 px-1 pt-4 pb-1 backdrop-blur dark:border-slate-800 ${stickyFooter === 'narrow' ? 'md:static md:bg-transparent md:backdrop-blur-none dark:bg-slate-950/95' : 'dark:bg-slate-900/95'}`}
      >
        {ordering === 'later' && <StoreClosedPanel later />}
        <div className="flex items-center justify-between gap-4">
          <Stepper
            value={state.quantity}
            label={t('item.quantity')}
            decreaseLabel={t('item.decrease')}
            increaseLabel={t('item.increase')}
            canDecrease={canDecrease(state.quantity)}
            canIncrease={canIncrease(state.quantity, priced.limits)}
            onDecrease={() => setState(setQuantity(state, state.quantity - 1))}
            onIncrease={increase}
          />
          <p className="text-end" aria-live="polite">
            <span className="block text-xs font-medium text-slate-500 dark:text-slate-400">{t('item.total')}</span>
            <span className="text-xl font-extrabold" data-testid="item-total">
              {format.money(priced.total)}
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          {campaign ? (
            <ActionButton primary onClick={() => submit('orderNow')} label={t('item.orderNow')} />
          ) : priced.outOfStock ? (
            <button
              type="button"
              disabled
              className="flex-1 rounded-xl bg-slate-200 px-4 py-3 font-bold text-slate-500 dark:bg-slate-800 dark:text-slate-400"
            >
              {t('item.outOfStock')}
            </button>
          ) : (
            <>
              <ActionButton onClick={() => submit('buyNow')} label={t('item.buyNow')} />
              <ActionButton primary onClick={() => submit('addToCart')} label={addLabel} icon />
            </>
          )}
        </div>
      </div>
    ) : (
      <NotAvailablePanel item={item} />
    );

  return { options, footer };
}

function ActionButton({
  label,
  onClick,
  primary,
  icon,
}: {
  label: string;
  onClick: () => void;
  primary?: boolean;
  icon?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex flex-1 items-center justify-center gap-2 rounded-xl px-3 py-3 font-bold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${buttonTone(primary ? 'primary' : 'soft')}`}
    >
      {icon && <Icon name="cart" className="hidden size-5 sm:block" />}
      {label}
    </button>
  );
}

/** Issue 16, item 1: the store is closed; its items wait for it to open, or are ordered for later where it schedules orders. */
function StoreClosedPanel({ later }: { later: boolean }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="store-closed"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20 md:col-start-2 md:self-start dark:bg-amber-500/10 dark:text-amber-200"
    >
      <Icon name="clock" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('item.storeClosed')}</p>
        <p className="mt-0.5">{t(later ? 'item.storeClosedLater' : 'item.storeClosedWait')}</p>
      </div>
    </div>
  );
}

/** Spec §4: outside its hours, without scheduled orders, the item shows when it can be ordered. */
function NotAvailablePanel({ item }: { item: ItemDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 md:col-start-2 md:self-start p-4 text-amber-900 ring-1 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <Icon name="clock" className="mt-0.5 size-5" />
      <div>
        <p className="font-bold">{t('item.notAvailableNow')}</p>
        {item.availableTimeStarts && item.availableTimeEnds && (
          <p className="mt-1 text-sm">
            {t('item.availableBetween', {
              start: format.clock(item.availableTimeStarts),
              end: format.clock(item.availableTimeEnds),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
