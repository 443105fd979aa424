/**
 * The server cart, read and changed through /api/v1/customer/cart/* with
 * the visitor's cookies: the token for customers, the guest id (asked for
 * once, then kept in the HttpOnly souq_guest cookie) for guests. Every call
 * answers the whole cart of the visitor's module, which becomes the
 * browser's CartView: small, already priced in minor units.
 */
import {
  formatNumber,
  minimumOrderShortfall,
  moduleTracksStock,
  toMinor,
  variationTypeLabel,
  type Locale,
} from '@souq/domain';
import type { WireCartLine } from '@souq/api/answers';
import type { Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import type { CartSelection } from '../item/selection.ts';
import { EMPTY_CART, type CartChange, type CartLine, type CartView } from './cart-lines.ts';

export function toCartView(wire: WireCartLine[], decimals: number, locale: Locale): CartView {
  const lines = wire.map((line) => toCartLine(line, decimals, locale));
  const view: CartView = { lines, subtotal: lines.reduce((sum, line) => sum + line.total, 0) };
  // Issue 16, item 1: a closed store that schedules orders takes this cart for later only.
  if (wire.some((line) => line.store_ordering === 'later')) view.forLater = true;
  // One store per cart: its minimum order against the subtotal before discounts, as checkout compares.
  const minimum = toMinor(wire[0]?.item.store_minimum_order ?? 0, decimals);
  if (minimum > 0) {
    const beforeDiscounts = lines.reduce((sum, line) => sum + line.totalBeforeDiscount, 0);
    view.minimumOrder = { amount: minimum, missing: minimumOrderShortfall(minimum, beforeDiscounts) };
  }
  return view;
}

function toCartLine(line: WireCartLine, decimals: number, locale: Locale): CartLine {
  const addOnNames = new Map((line.item.add_ons ?? []).map((a) => [a.id, a.name]));
  const addOns = Object.fromEntries(line.add_on_ids.map((id, i) => [id, line.add_on_qtys[i] ?? 1]));
  const details: CartLine['details'] = [];
  const choices = (line.item.choice_options ?? []).map((c) => ({ options: c.options, labels: c.option_labels }));
  const separator = locale === 'ar' ? '، ' : ', ';
  for (const v of line.variation) {
    if ('values' in v && v.values?.label.length) details.push({ label: v.name, value: v.values.label.join(separator) });
    else if ('type' in v && v.type) details.push({ label: '', value: variationTypeLabel(choices, v.type) });
  }
  for (const id of line.add_on_ids) {
    const name = addOnNames.get(id);
    if (name) details.push({ label: '', value: addOnText(name, addOns[id], locale) });
  }
  const beforeDiscount = toMinor(line.unit_price, decimals) * line.quantity + toMinor(line.add_on_price, decimals);
  return {
    id: line.id,
    itemId: line.item_id,
    storeId: line.store_id,
    model: line.model,
    name: line.item.name,
    image: line.item.image_full_url,
    moduleType: line.item.module_type,
    genericName: line.item.generic_name ?? [],
    prescriptionRequired: line.item.is_prescription_required === 1,
    variation: line.variation.map((v) =>
      'type' in v ? { type: v.type } : { name: v.name, values: { label: v.values.label } },
    ) as CartLine['variation'],
    addOns,
    details,
    quantity: line.quantity,
    total: toMinor(line.total_price, decimals),
    totalBeforeDiscount: beforeDiscount,
    problem: line.problem?.message ?? null,
    limits: { stock: stockOf(line), maxCartQuantity: line.item.maximum_cart_quantity || null },
  };
}

/** The stock bounding a line: its variation's, else the item's (flash-sale stock while one runs); null where the module keeps none. */
function stockOf(line: WireCartLine): number | null {
  if (!moduleTracksStock(line.item.module_type)) return null;
  const type = line.variation.flatMap((v) => ('type' in v ? [v.type] : []))[0];
  const variation = type ? line.item.variations?.find((v) => v.type === type) : undefined;
  return variation?.stock ?? line.item.stock ?? null;
}

/** An add-on and its quantity as a line shows it: "Garlic naan × 2", the number in the page's digits. */
export function addOnText(name: string, quantity: number, locale: Locale): string {
  return `${name} × ${formatNumber(quantity, locale)}`;
}

/** Whose cart: a customer's (the token) or a guest's (guest_id); nobody's without either or a module. */
function owner(prefs: Prefs): { guest_id?: string } | null {
  if (!prefs.moduleId) return null;
  if (prefs.token) return {};
  return prefs.guestId ? { guest_id: prefs.guestId } : null;
}

/** For the shell: the cart on the first paint, or the empty cart when the visitor has none yet. */
export async function loadCart(api: Api, prefs: Prefs, decimals: number): Promise<CartView> {
  const who = owner(prefs);
  if (!who) return EMPTY_CART;
  return toCartView(await api.get('/customer/cart/list', who), decimals, prefs.locale);
}

/** Sends one change; `guestId` is the visitor's (already ensured) when not signed in. */
export async function changeCart(
  api: Api,
  change: CartChange,
  guestId: string | null,
  decimals: number,
  locale: Locale,
): Promise<CartView> {
  const who = guestId ? { guest_id: guestId } : {};
  let lines: WireCartLine[];
  switch (change.intent) {
    case 'add':
      lines = await api.post('/customer/cart/add', { ...change.selection, ...who });
      break;
    case 'update':
      lines = await api.post('/customer/cart/update', {
        ...(change.selection ?? {}),
        ...(change.quantity ? { quantity: change.quantity } : {}),
        cart_id: change.cartId,
        ...who,
      });
      break;
    case 'remove':
      lines = await api.delete('/customer/cart/remove-item', { cart_id: change.cartId, ...who });
      break;
    case 'clear':
      lines = await api.delete('/customer/cart/remove', who);
      break;
    case 'replace':
      await api.delete('/customer/cart/remove', who);
      lines = await api.post('/customer/cart/add', { ...change.selection, ...who });
      break;
  }
  return toCartView(lines, decimals, locale);
}

/** The body of POST /resources/cart, checked: anything else is refused before the API sees it. */
export function parseCartChange(body: unknown): CartChange | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const cartId = Number(b.cartId);
  const hasCartId = Number.isInteger(cartId) && cartId > 0;
  const selection = isSelection(b.selection) ? b.selection : undefined;
  switch (b.intent) {
    case 'add':
    case 'replace': {
      const moduleId = Number(b.moduleId);
      if (!selection) return null;
      return Number.isInteger(moduleId) && moduleId > 0
        ? { intent: b.intent, selection, moduleId }
        : { intent: b.intent, selection };
    }
    case 'update': {
      const quantity = Number(b.quantity);
      if (!hasCartId) return null;
      if (selection) return { intent: 'update', cartId, selection };
      return Number.isInteger(quantity) && quantity >= 1 ? { intent: 'update', cartId, quantity } : null;
    }
    case 'remove':
      return hasCartId ? { intent: 'remove', cartId } : null;
    case 'clear':
      return { intent: 'clear' };
    default:
      return null;
  }
}

function isSelection(value: unknown): value is CartSelection {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    Number.isInteger(s.item_id) &&
    Number.isInteger(s.quantity) &&
    Array.isArray(s.variation) &&
    Array.isArray(s.add_on_ids) &&
    Array.isArray(s.add_on_qtys)
  );
}
