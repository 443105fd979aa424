/**
 * Every status change of an order goes through here: the customer's cancel,
 * payment switch and refund request, the operator endpoint, payment results
 * and the demo simulator. One function checks the move against the status
 * machine of @souq/domain, writes the status with its timestamp column and
 * an order_status_events row, and applies what the new status means, all in
 * one transaction on the locked order row (lifecycle.run):
 *   canceled                 stock (and flash-sale stock) back; wallet and other online payments back to the wallet
 *   delivered                cash on delivery marked paid; order_count + 1; loyalty points; cashback; the referrer's reward on a first order
 *   refunded                 the refund request approved; its amount to the wallet when wallet_add_refund is on
 *   refund_request_canceled  the refund request rejected
 * After the commit the change is published to the order's followers (SSE).
 *
 * What the side effects read besides the order (settings, module types) is
 * read before the transaction opens: on the embedded database a query
 * outside the open transaction would wait for it to end.
 */
import type { Database, Queryable } from '@souq/db';
import {
  currencyDecimals,
  loyaltyPointsEarned,
  needsCourier,
  toMinor,
  transitionRejection,
  type OrderActor,
  type OrderStatus,
} from '@souq/domain';
import { AppError, notFound } from '../../http/errors.ts';
import { countDeliveredOrder } from '../auth/index.ts';
import { tracksStockIn } from '../cart/index.ts';
import { creditCashbackOnDelivery } from '../cashback/index.ts';
import { DEFAULT_TIMEZONE, returnFlashUnits, returnStock, type CatalogService } from '../catalog/index.ts';
import { creditLoyaltyPoints } from '../loyalty/index.ts';
import { flag, type Settings, type SettingsService } from '../settings/index.ts';
import { assignCourier } from './courier-queries.ts';
import type { OrderEventBus, OrderStatusEvent } from './events.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import { insertStatusEvent, lockOrder, selectDetails, selectPayments, type OrderRow } from './lifecycle-queries.ts';
import type { WalletService } from '../wallet/index.ts';

export interface StatusChange {
  actor: OrderActor;
  /** Why (a cancellation reason) or what happened (a payment reference, an admin note). */
  note?: string | null;
}

/** order_status_events.changed_by and orders.canceled_by for each actor. */
const CHANGED_BY: Record<OrderActor, string> = {
  customer: 'customer',
  operator: 'admin',
  payment: 'payment',
  simulator: 'simulator',
};
const CANCELED_BY: Record<OrderActor, string> = {
  customer: 'customer',
  operator: 'admin',
  payment: 'system',
  simulator: 'system',
};

export interface AppliedChange {
  order: OrderRow;
  event: OrderStatusEvent;
  /** Stock went back to items: the catalog's cached items must be refreshed after the commit. */
  stockChanged: boolean;
}

/** What side effects need besides the order, read before the transaction. */
interface Prepared {
  settings: Settings;
  decimals: number;
  moduleTypes: Map<number, string>;
}

/** Moves a locked order inside the open transaction (see run). */
export type ApplyChange = (order: OrderRow, to: OrderStatus, change: StatusChange) => Promise<AppliedChange>;

export function createOrderLifecycle(
  db: Database,
  settings: SettingsService,
  catalog: CatalogService,
  wallet: WalletService,
  bus: OrderEventBus,
) {
  async function prepare(): Promise<Prepared> {
    const [all, snapshot] = await Promise.all([settings.all(), catalog.snapshot()]);
    return {
      settings: all,
      decimals: currencyDecimals(all.digit_after_decimal_point),
      moduleTypes: new Map([...snapshot.modules.values()].map((m) => [m.id, m.module_type])),
    };
  }

  /**
   * Moves a locked order to `to` inside tx, or throws the status machine's
   * refusal (409, with the order's current and wanted status in the message).
   */
  async function apply(
    tx: Queryable,
    prepared: Prepared,
    order: OrderRow,
    to: OrderStatus,
    change: StatusChange,
  ): Promise<AppliedChange> {
    const rejection = transitionRejection(order.order_status, to, { actor: change.actor, orderType: order.order_type });
    if (rejection) throw new AppError(409, rejection.code, rejection.message, { from: order.order_status, to });
    const canceled = to === 'canceled';
    // `to` is one of ORDER_STATUSES (checked by the machine above), each the name of its timestamp column.
    const [updated] = await tx.query<OrderRow>(
      `update orders
          set order_status = $2, "${to}" = now(), updated_at = now(),
              cancellation_reason = case when $3 then $4 else cancellation_reason end,
              canceled_by = case when $3 then $5 else canceled_by end
        where id = $1 and order_status = $6
        returning *`,
      [order.id, to, canceled, change.note ?? null, CANCELED_BY[change.actor], order.order_status],
    );
    if (!updated) throw new AppError(409, 'order_status', 'This order changed meanwhile. Please try again.');
    const recorded = await insertStatusEvent(tx, order.id, to, CHANGED_BY[change.actor], change.note ?? null);
    let stockChanged = false;
    let result = updated;
    // A delivery order gets its courier when the store confirms it or hands it over.
    if (needsCourier({ orderType: updated.order_type, courierId: updated.delivery_man_id }, to)) {
      const courierId = await assignCourier(tx, updated.id, updated.store_id);
      if (courierId !== null) result = { ...updated, delivery_man_id: courierId };
    }
    if (canceled) stockChanged = await onCanceled(tx, prepared, updated);
    if (to === 'delivered') result = await onDelivered(tx, prepared, result);
    if (to === 'refunded' || to === 'refund_request_canceled')
      await onRefundDecided(tx, prepared, updated, to, change.note ?? null);
    return {
      order: result,
      stockChanged,
      event: {
        event_id: recorded.id,
        order_id: order.id,
        order_status: to,
        payment_status: result.payment_status,
        changed_at: recorded.created_at.toISOString(),
      },
    };
  }

  /** Stock and flash-sale units back; what was paid online back to the customer's wallet. */
  async function onCanceled(tx: Queryable, prepared: Prepared, order: OrderRow): Promise<boolean> {
    const moduleType = prepared.moduleTypes.get(order.module_id) ?? null;
    const details = await selectDetails(tx, [order.id]);
    let stockChanged = false;
    for (const line of details) {
      const itemId = line.item_id ?? line.item_campaign_id;
      if (itemId !== null && tracksStockIn(moduleType)) {
        await returnStock(tx, { itemId, quantity: line.quantity, variant: line.variant });
        stockChanged = true;
      }
      if (line.flash_sale_item_id !== null) {
        await returnFlashUnits(tx, line.flash_sale_item_id, line.quantity);
        stockChanged = true;
      }
    }
    if (order.user_id !== null) {
      const paid = await paidOnline(tx, order);
      if (paid > 0) await wallet.credit(tx, order.user_id, paid, 3, 'order_refund', String(order.id));
    }
    return stockChanged;
  }

  /**
   * What the customer paid other than in cash, in thousandths: the paid
   * payment rows that are not cash on delivery, or, for an order paid in one
   * go without rows, the whole amount.
   */
  async function paidOnline(tx: Queryable, order: OrderRow): Promise<number> {
    const payments = await selectPayments(tx, [order.id]);
    if (payments.length) {
      return payments
        .filter((p) => p.payment_status === 'paid' && p.payment_method !== 'cash_on_delivery')
        .reduce((sum, p) => sum + toMinor(p.amount, 3), 0);
    }
    if (order.payment_method === 'partial_payment') return toMinor(order.partially_paid_amount, 3);
    return order.payment_status === 'paid' && order.payment_method !== 'cash_on_delivery'
      ? toMinor(order.order_amount, 3)
      : 0;
  }

  async function onDelivered(tx: Queryable, prepared: Prepared, order: OrderRow): Promise<OrderRow> {
    let result = order;
    // Cash is collected at the door: the cash part is paid now.
    const cashDue = order.payment_method === 'cash_on_delivery' || order.payment_method === 'partial_payment';
    if (cashDue) {
      await tx.query(
        "update order_payments set payment_status = 'paid', updated_at = now() where order_id = $1 and payment_method = 'cash_on_delivery'",
        [order.id],
      );
      const [unpaid] = await tx.query(
        "select 1 from order_payments where order_id = $1 and payment_status = 'unpaid'",
        [order.id],
      );
      if (!unpaid) {
        [result] = await tx.query<OrderRow>(
          "update orders set payment_status = 'paid', updated_at = now() where id = $1 returning *",
          [order.id],
        );
      }
    }
    if (order.user_id === null) return result;
    const all = prepared.settings;
    const customer = await countDeliveredOrder(tx, order.user_id);
    if (flag(all.loyalty_point_status)) {
      const places = prepared.decimals;
      const points = loyaltyPointsEarned(
        toMinor(order.order_amount, places),
        places,
        Number(all.loyalty_point_item_purchase_point) || 0,
      );
      await creditLoyaltyPoints(tx, order.user_id, points, order.id);
    }
    // Cashback (reference §5.5): the best offer of the day the order was placed, to the wallet, once.
    if (flag(all.customer_wallet_status)) {
      await creditCashbackOnDelivery(
        tx,
        wallet,
        { ...order, user_id: order.user_id },
        prepared.decimals,
        String(all.timezone || DEFAULT_TIMEZONE),
      );
    }
    // The referrer's reward when the referred customer's first order is delivered (reference §5.5, the intended rule).
    if (
      customer?.order_count === 1 &&
      customer.ref_by !== null &&
      flag(all.ref_earning_status) &&
      flag(all.customer_wallet_status)
    ) {
      const reward = Number(all.ref_earning_exchange_rate) || 0;
      if (reward > 0)
        await wallet.credit(
          tx,
          customer.ref_by,
          toMinor(reward, 3),
          3,
          'referrer',
          customer.phone ?? String(order.user_id),
        );
    }
    return result;
  }

  async function onRefundDecided(
    tx: Queryable,
    prepared: Prepared,
    order: OrderRow,
    to: 'refunded' | 'refund_request_canceled',
    note: string | null,
  ): Promise<void> {
    const [refund] = await tx.query<{ refund_amount: string; user_id: number }>(
      `update refunds set refund_status = $2, admin_note = coalesce($3, admin_note), updated_at = now() where order_id = $1 returning refund_amount, user_id`,
      [order.id, to === 'refunded' ? 'refunded' : 'rejected', note],
    );
    if (to === 'refunded' && refund && flag(prepared.settings.wallet_add_refund)) {
      await wallet.credit(tx, refund.user_id, toMinor(refund.refund_amount, 3), 3, 'order_refund', String(order.id));
    }
  }

  /** After the commit: followers hear of the change; changed stock reaches the catalog. */
  async function announce(applied: AppliedChange): Promise<void> {
    if (applied.stockChanged) catalog.invalidate();
    await bus.publish(applied.event);
  }

  /**
   * Runs fn in one transaction with `apply` to move orders inside it; after
   * the commit every change is announced. A thrown error rolls everything
   * back and announces nothing.
   */
  async function run<T>(fn: (tx: Queryable, apply: ApplyChange) => Promise<T>): Promise<T> {
    const prepared = await prepare();
    const applied: AppliedChange[] = [];
    const result = await db.transaction(async (tx) => {
      applied.length = 0;
      return fn(tx, async (order, to, change) => {
        const done = await apply(tx, prepared, order, to, change);
        applied.push(done);
        return done;
      });
    });
    for (const change of applied) await announce(change);
    return result;
  }

  return {
    run,

    /**
     * Moves order `orderId` in its own transaction (locking the row), then
     * announces it. `check` may refuse the move first.
     */
    async move(
      orderId: number,
      to: OrderStatus,
      change: StatusChange,
      check?: (order: OrderRow, tx: Queryable) => Promise<void> | void,
    ): Promise<OrderRow> {
      const applied = await run(async (tx, applyChange) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
        await check?.(order, tx);
        return applyChange(order, to, change);
      });
      return applied.order;
    },

    /**
     * Tells followers of an order about its latest recorded status, for
     * changes written outside the lifecycle (the payment page's result).
     */
    async announceLatest(orderId: number): Promise<void> {
      const [row] = await db.query<{
        event_id: number;
        order_status: OrderStatus;
        payment_status: string;
        created_at: Date;
      }>(
        `select e.id as event_id, o.order_status, o.payment_status, e.created_at
           from orders o join order_status_events e on e.order_id = o.id
          where o.id = $1 order by e.id desc limit 1`,
        [orderId],
      );
      if (row)
        await bus.publish({
          event_id: row.event_id,
          order_id: orderId,
          order_status: row.order_status,
          payment_status: row.payment_status,
          changed_at: row.created_at.toISOString(),
        });
    },

    events: bus,
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
