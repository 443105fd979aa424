/**
 * The Buy Now / Order Now hand-off (spec §4): the item view posts its
 * selection to /resources/checkout, which keeps it in a short-lived HttpOnly
 * cookie and sends the shopper to /checkout?page=buy_now|campaign. The page
 * reads it from there, so a reload (or coming back from sign-in) keeps the
 * line. The cookie holds a choice, not a price: the API prices it again.
 */
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';

export const BUY_NOW_COOKIE = 'souq_buy_now';
const MAX_AGE_SECONDS = 2 * 3600;

export type BuyNowPage = 'buy_now' | 'campaign';

export interface BuyNowLine {
  page: BuyNowPage;
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  /** Food: [{name, values: {label: [...]}}]; other modules: [{type}]. */
  variation: unknown[];
  addOnIds: number[];
  addOnQtys: number[];
}

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 0)
        .slice(0, 50)
    : [];

/** The item view's CartSelection as a buy-now line, or null when it is not one. */
export function parseBuyNow(page: BuyNowPage, value: unknown): BuyNowLine | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const itemId = Number(v.item_id);
  const quantity = Number(v.quantity);
  if (!Number.isInteger(itemId) || itemId <= 0 || !Number.isInteger(quantity) || quantity < 1 || quantity > 10_000)
    return null;
  const variation = Array.isArray(v.variation) ? v.variation.slice(0, 50) : [];
  // Only the choice travels; prices and stock in the selection are the page's, not ours to keep.
  const choice = variation.map((entry) =>
    entry && typeof entry === 'object' && 'type' in entry ? { type: String((entry as { type: unknown }).type) } : entry,
  );
  return {
    page,
    itemId,
    model: page === 'campaign' || v.model === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
    quantity,
    variation: choice,
    addOnIds: ids(v.add_on_ids),
    addOnQtys: ids(v.add_on_qtys),
  };
}

export function buyNowCookie(line: BuyNowLine | null, secure: boolean): string {
  return serializeCookie(BUY_NOW_COOKIE, line ? JSON.stringify(line) : '', {
    maxAgeSeconds: line ? MAX_AGE_SECONDS : 0,
    secure,
  });
}

export function readBuyNow(request: Request, page: BuyNowPage): BuyNowLine | null {
  const raw = parseCookies(request.headers.get('cookie'))[BUY_NOW_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as BuyNowLine;
    if (value.page !== page) return null;
    return parseBuyNow(page, {
      item_id: value.itemId,
      quantity: value.quantity,
      model: value.model,
      variation: value.variation,
      add_on_ids: value.addOnIds,
      add_on_qtys: value.addOnQtys,
    });
  } catch {
    return null;
  }
}
