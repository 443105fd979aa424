/**
 * Reading an order request (reference §5.2 inputs): the order type, the
 * payment choice, the schedule, buy-now lines, the contact, what the lines
 * claim of stock — and the digest that makes placing one cart twice one
 * order. Pure, or throwing the shopper's message; the flow
 * (flows/place-order.ts) calls these in its steps.
 */
import { createHash } from 'node:crypto';
import { ADDRESS_FORM_MESSAGES, contactProblems, zonedInstant, type PaymentChoice } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { AppError, unprocessable } from '../../http/errors.ts';
import { CART_MESSAGES, type CartModel, type CartRow, type LineInput } from '../cart/index.ts';
import type { StockClaim } from '../catalog/index.ts';
import type { OrderingCustomer } from '../customers/index.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { OrderLine } from './pricing.ts';
import { buyNowLine, type PlaceOrderBody } from './schemas.ts';

const MAX_BUY_NOW_LINES = 20;

export function orderTypeOf(body: PlaceOrderBody): 'delivery' | 'take_away' {
  return body.order_type === 'take_away' ? 'take_away' : 'delivery';
}

export function paymentChoiceOf(body: PlaceOrderBody): PaymentChoice {
  return { method: body.payment_method, partial: Boolean(body.partial_payment) };
}

export function outOfStock(left: number) {
  return left > 0
    ? new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStockLeft, { count: left })
    : new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStock);
}

/** 'YYYY-MM-DD HH:mm[:ss]' on the business clock, or an ISO instant with its offset. */
export function parseScheduleAt(value: string, timeZone: string): Date {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  if (local) return zonedInstant(local[1], local[2], timeZone);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? new Date(value)
    : null;
  if (!instant || Number.isNaN(instant.getTime())) throw unprocessable('schedule_at', M.scheduleInvalid);
  return instant;
}

/** Buy-now and campaign lines from `cart` (a JSON string or a list). */
export function readBuyNowLines(raw: PlaceOrderBody['cart']): LineInput[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw unprocessable('cart', M.cartRequired);
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BUY_NOW_LINES)
    throw unprocessable('cart', M.cartRequired);
  return list.map(buyNowInput);
}

function buyNowInput(entry: unknown): LineInput {
  const parsed = buyNowLine.safeParse(entry);
  if (!parsed.success)
    throw unprocessable(
      'cart',
      parsed.error.issues[0]?.message?.startsWith('The quantity') ? CART_MESSAGES.quantityMinimum : M.cartRequired,
    );
  const line = parsed.data;
  const type = String(line.item_type ?? line.model ?? '').replace(/^App\\?Models\\?/, '');
  const model: CartModel | undefined =
    line.item_campaign_id || type === 'ItemCampaign' ? 'ItemCampaign' : type === 'Item' ? 'Item' : undefined;
  const itemId = line.item_campaign_id ?? line.item_id;
  if (!itemId) throw unprocessable('cart', M.cartRequired);
  return {
    itemId,
    model,
    quantity: line.quantity,
    variation: line.variation ?? [],
    addOnIds: line.add_on_ids ?? [],
    addOnQtys: line.add_on_qtys ?? [],
  };
}

/** The cart's lines as the cart service prices them. */
export function cartInputs(rows: CartRow[]): LineInput[] {
  return rows.map((row) => ({
    itemId: row.item_id,
    model: row.item_type,
    quantity: row.quantity,
    variation: row.variation,
    addOnIds: row.add_on_ids,
    addOnQtys: row.add_on_qtys,
  }));
}

/** The same cart (same lines, quantities and last changes) gives the same digest: placing it twice is one order. */
export function cartDigest(rows: Pick<CartRow, 'id' | 'quantity' | 'updated_at'>[]): string {
  const text = rows
    .map((r) => `${r.id}:${r.quantity}:${new Date(r.updated_at).getTime()}`)
    .sort()
    .join('|');
  return `cart:${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/**
 * Contact on the order: what was sent, else the customer's profile (a guest has none). Checked by
 * the guest contact form's rules (the domain's contactProblems, the storefront's form too): a name
 * and a number, and an email sent must be one (old clients send none: not required here).
 */
export function contactOf(body: PlaceOrderBody, customer: OrderingCustomer | null, _owner: Owner) {
  const name =
    body.contact_person_name ??
    (customer ? [customer.f_name, customer.l_name].filter(Boolean).join(' ') || null : null);
  const number = body.contact_person_number ?? customer?.phone ?? null;
  const problems = contactProblems({ name, phone: number, email: body.contact_person_email }, false);
  if (problems.name) throw unprocessable('contact_person_name', ADDRESS_FORM_MESSAGES[problems.name]);
  if (problems.phone) throw unprocessable('contact_person_number', ADDRESS_FORM_MESSAGES[problems.phone]);
  if (problems.email) throw unprocessable('contact_person_email', ADDRESS_FORM_MESSAGES[problems.email]);
  return { name: name!, number: number!, email: body.contact_person_email ?? customer?.email ?? null };
}

/**
 * Stock across lines (the same item in two lines counts once, per variation
 * for modules that track it) and maximum cart quantities: the claims on
 * stock-tracking items, or the shopper's message.
 */
export function stockClaims(lines: OrderLine[]): StockClaim[] {
  const claims = new Map<number, StockClaim>();
  for (const { priced } of lines) {
    const claim = claims.get(priced.itemId) ?? { itemId: priced.itemId, quantity: 0, byVariation: new Map() };
    claim.quantity += priced.quantity;
    const type = (priced.variation[0] as { type?: string } | undefined)?.type;
    if (type) claim.byVariation.set(type, (claim.byVariation.get(type) ?? 0) + priced.quantity);
    claims.set(priced.itemId, claim);
    const max = priced.limits.maxCartQuantity;
    if (max && claim.quantity > max) throw unprocessable('out_of_limits', CART_MESSAGES.outOfLimits, { max });
    // limits.stock is the chosen variation's stock when there is one, else the item's.
    if (priced.limits.tracksStock) {
      const used = type ? claim.byVariation.get(type)! : claim.quantity;
      if (used > priced.limits.stock) throw outOfStock(priced.limits.stock);
    }
  }
  return [...claims.values()].filter((c) => lines.find((l) => l.priced.itemId === c.itemId)!.priced.limits.tracksStock);
}
