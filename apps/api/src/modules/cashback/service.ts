/**
 * Cashback offers (server-rules §5.5, decision 17): which running offers a
 * customer may use (for everyone or for them, under their per-customer
 * limit), what one would give on an amount (cashback/getCashback, shown at
 * checkout), and the credit itself, which the order lifecycle makes in the
 * transaction that marks an order delivered: the best offer that ran on the
 * day the order was placed, on its order amount, once per order.
 */
import type { Database, Queryable } from '@souq/db';
import {
  bestCashback,
  cashbackOffer,
  fromMinor,
  localMoment,
  toMinor,
  type LanguageCode,
  type Minor,
} from '@souq/domain';
import { currencyDecimals } from '../../lib/money.ts';
import { localized, translationsOf, type CatalogService, type Translations } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';

/** The largest amount getCashback reads (a typo guard that keeps amounts inside the numeric columns). */
export const MAX_ORDER_AMOUNT = 10_000_000;

interface OfferRow {
  id: number;
  title: string;
  customer_ids: (string | number)[];
  cashback_type: 'percentage' | 'amount';
  cashback_amount: string;
  min_purchase: string;
  max_discount: string;
  same_user_limit: number | null;
  start_date: string;
  end_date: string;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

/**
 * Offers running on `day` (YYYY-MM-DD) that customer `userId` may still use:
 * active, for everyone or naming them, and used fewer times than the limit.
 */
function selectOffers(source: Queryable, userId: number, day: string) {
  return source.query<OfferRow>(
    `select c.id, c.title, c.customer_ids, c.cashback_type, c.cashback_amount, c.min_purchase, c.max_discount,
            c.same_user_limit, to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
            c.created_at, c.updated_at, ${translationsOf('cash_back', 'c.id')} as tr
       from cash_backs c
      where c.status and $2::date between c.start_date and c.end_date
        and (c.customer_ids @> '["all"]' or c.customer_ids @> jsonb_build_array($1::int)
             or c.customer_ids @> jsonb_build_array($1::text))
        and (c.same_user_limit is null
             or (select count(*) from cash_back_histories h where h.cash_back_id = c.id and h.user_id = $1) < c.same_user_limit)
      order by c.id`,
    [userId, day],
  );
}

export function createCashbackService(db: Database, settings: SettingsService, catalog: CatalogService) {
  const decimals = () => currencyDecimals(settings);
  const today = async () => (await catalog.moment()).date;

  return {
    /** cashback/list: the offers the customer may use today, in 6amMart's cash_backs shape. */
    async list(userId: number, locale: LanguageCode) {
      return (await selectOffers(db, userId, await today())).map((row) => ({
        id: row.id,
        title: localized(row.tr, locale, 'title', row.title),
        customer_id: row.customer_ids.map(String),
        cashback_type: row.cashback_type,
        cashback_amount: Number(row.cashback_amount),
        min_purchase: Number(row.min_purchase),
        max_discount: Number(row.max_discount),
        same_user_limit: row.same_user_limit,
        start_date: row.start_date,
        end_date: row.end_date,
        status: 1,
        created_at: row.created_at,
        updated_at: row.updated_at,
      }));
    },

    /** cashback/getCashback: what the best offer would give on `amount` today (all zeros when none). */
    async preview(userId: number, amount: number) {
      const places = await decimals();
      const rows = await selectOffers(db, userId, await today());
      const best = bestCashback(
        rows.map((row) => cashbackOffer(row, places)),
        toMinor(amount, places),
      );
      const row = best && rows.find((r) => r.id === best.offer.id)!;
      return {
        calculated_amount: best ? fromMinor(best.amount, places) : 0,
        cashback_amount: row ? Number(row.cashback_amount) : 0,
        cashback_type: row?.cashback_type ?? '',
        min_purchase: row ? Number(row.min_purchase) : 0,
        max_discount: row ? Number(row.max_discount) : 0,
        id: row?.id ?? 0,
      };
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;

export interface DeliveredOrder {
  id: number;
  user_id: number;
  order_amount: string;
  created_at: Date;
}

/**
 * Inside the transaction that marks `order` delivered (the caller holds the
 * customer's row lock, so their deliveries take turns and a per-customer
 * limit holds): credits the best offer that ran when the order was placed
 * to the wallet (type CashBack, reference the order) and records it.
 * At most once per order (cash_back_histories.order_id is unique).
 */
export async function creditCashbackOnDelivery(
  tx: Queryable,
  wallet: WalletService,
  order: DeliveredOrder,
  places: number,
  timeZone: string,
): Promise<Minor> {
  const placedOn = localMoment(order.created_at, timeZone).date;
  const rows = await selectOffers(tx, order.user_id, placedOn);
  const best = bestCashback(
    rows.map((row) => cashbackOffer(row, places)),
    toMinor(order.order_amount, places),
  );
  if (!best) return 0;
  const row = rows.find((r) => r.id === best.offer.id)!;
  const [recorded] = await tx.query(
    `insert into cash_back_histories (cash_back_id, order_id, user_id, cashback_type, cashback_amount, min_purchase, max_discount, calculated_amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (order_id) do nothing returning id`,
    [
      row.id,
      order.id,
      order.user_id,
      row.cashback_type,
      row.cashback_amount,
      row.min_purchase,
      row.max_discount,
      fromMinor(best.amount, places),
    ],
  );
  if (!recorded) return 0;
  await wallet.credit(tx, order.user_id, best.amount, places, 'CashBack', String(order.id));
  return best.amount;
}
