/**
 * What a customer (or a guest, for their own orders) does to an order after
 * placing it: cancel it, switch a failed digital payment to cash on
 * delivery, ask for a refund. Each runs in one transaction on the locked
 * order row and goes through the lifecycle, so the status machine decides
 * and the change reaches live followers.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from '@souq/db';
import { minorToDecimalString, refundAmount, toMinor } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { privateUploads } from '../../http/uploads.ts';
import { checkProfileImage, type UploadedFile } from '../customers/index.ts';
import type { ModuleService } from '../modules/index.ts';
import { cancelPendingPaymentRequests } from '../payments/index.ts';
import { flag, type SettingsService } from '../settings/index.ts';
import type { ZoneService } from '../zones/index.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import { findOwnedOrder, type OrderRow } from './lifecycle-queries.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { REFUND_BUCKET } from './order-files.ts';

export const MAX_REFUND_IMAGES = 3;

export interface RefundRequestInput {
  customerReason: string;
  customerNote: string | null;
  refundMethod: string | null;
  images: UploadedFile[];
}

/** cash_on_delivery is stored as a flag or as 6amMart's {status: 1}. */
function cashOnDeliveryOn(value: unknown): boolean {
  return flag(value) || (typeof value === 'object' && value !== null && flag((value as { status?: unknown }).status));
}

export function createCustomerOrderActions(
  db: Database,
  settings: SettingsService,
  lifecycle: OrderLifecycle,
  dataDir: string,
  /** The order's zone (is cash on delivery on there) and its module's cash limit in it. */
  places: { zones: ZoneService; modules: ModuleService },
) {
  /** The owner's order, locked for the rest of the transaction; another owner's order is a 404. */
  async function lockOwned(tx: Queryable, owner: Owner, orderId: number): Promise<OrderRow> {
    const order = await findOwnedOrder(tx, orderId, owner, true);
    if (!order) throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
    return order;
  }

  async function saveImages(images: UploadedFile[]): Promise<string[]> {
    if (images.length > MAX_REFUND_IMAGES) throw unprocessable('image', LIFECYCLE_MESSAGES.refundImages);
    const extensions = images.map(checkProfileImage);
    if (images.length === 0) return [];
    // The photos show a customer's home or receipt: private, served only by signed links (order-files.ts).
    const folder = privateUploads(dataDir, REFUND_BUCKET);
    await mkdir(folder, { recursive: true });
    return Promise.all(
      images.map(async (file, index) => {
        const name = `${randomUUID()}.${extensions[index]}`;
        await writeFile(join(folder, name), file.data);
        return name;
      }),
    );
  }

  return {
    /**
     * Rule (reference §5.3): only a pending or failed order can be canceled
     * by its customer ('You can not cancel after confirm'); stock goes back
     * and what was paid from the wallet returns to it.
     */
    async cancel(owner: Owner, orderId: number, reason: string): Promise<void> {
      await lifecycle.run(async (tx, apply) =>
        apply(await lockOwned(tx, owner, orderId), 'canceled', { actor: 'customer', note: reason }),
      );
    },

    /**
     * A failed digital payment becomes cash on delivery and the order starts
     * again as pending — when cash on delivery is on, allowed in the order's
     * zone and the amount is within the zone's cash limit.
     */
    async switchToCashOnDelivery(owner: Owner, orderId: number): Promise<void> {
      const all = await settings.all();
      // The order's zone and its module's cash limit there, read before the transaction: the caches
      // behind them may query, and inside it the one connection (PGlite) is the transaction's.
      const seen = await findOwnedOrder(db, orderId, owner, false);
      const zone = seen ? (await places.zones.all()).find((z) => z.id === seen.zone_id) : undefined;
      const pivot = seen && zone ? await places.modules.pivot(seen.module_id, zone.id) : undefined;
      await lifecycle.run(async (tx, apply) => {
        const order = await lockOwned(tx, owner, orderId);
        if (
          order.payment_method !== 'digital_payment' ||
          order.payment_status !== 'unpaid' ||
          order.order_status !== 'failed'
        ) {
          throw conflict('payment_method', LIFECYCLE_MESSAGES.switchOnlyFailedDigital);
        }
        if (!cashOnDeliveryOn(all.cash_on_delivery) || !zone?.cash_on_delivery)
          throw forbidden('payment_method', LIFECYCLE_MESSAGES.codUnavailable);
        const limit = pivot?.maximum_cod_order_amount ?? null;
        if (limit !== null && Number(limit) > 0 && toMinor(order.order_amount, 3) > toMinor(limit, 3)) {
          throw unprocessable('order_amount', LIFECYCLE_MESSAGES.codMaximum);
        }
        await tx.query("update orders set payment_method = 'cash_on_delivery', updated_at = now() where id = $1", [
          order.id,
        ]);
        await tx.query(
          "update order_payments set payment_method = 'cash_on_delivery', updated_at = now() where order_id = $1 and payment_method = 'digital_payment' and payment_status = 'unpaid'",
          [order.id],
        );
        await cancelPendingPaymentRequests(tx, order.id);
        return apply({ ...order, payment_method: 'cash_on_delivery' }, 'pending', {
          actor: 'customer',
          note: 'switched to cash on delivery',
        });
      });
    },

    /**
     * Rule (reference §5.3): refunds must be switched on (refund_active_status),
     * the order delivered and paid, and asked for once; the amount is the
     * order amount without delivery charge and tips.
     */
    async requestRefund(userId: number, orderId: number, input: RefundRequestInput): Promise<void> {
      if (!flag(await settings.get('refund_active_status')))
        throw forbidden('refund', LIFECYCLE_MESSAGES.refundInactive);
      const owner: Owner = { kind: 'customer', userId };
      // Check the order before writing files, so a refused request leaves nothing behind.
      const current = await findOwnedOrder(db, orderId, owner);
      if (!current) throw notFound('order_id', LIFECYCLE_MESSAGES.orderNotFound);
      assertRefundable(current);
      const images = await saveImages(input.images);
      await lifecycle.run(async (tx, apply) => {
        const order = await lockOwned(tx, owner, orderId);
        assertRefundable(order);
        const amount = refundAmount({
          orderAmount: toMinor(order.order_amount, 3),
          deliveryCharge: toMinor(order.delivery_charge, 3),
          dmTips: toMinor(order.dm_tips, 3),
        });
        await tx.query(
          `insert into refunds (order_id, user_id, order_status, image, customer_reason, customer_note, refund_amount, refund_method)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            order.id,
            userId,
            order.order_status,
            JSON.stringify(images),
            input.customerReason,
            input.customerNote,
            minorToDecimalString(amount, 3),
            input.refundMethod ?? 'wallet',
          ],
        );
        return apply(order, 'refund_requested', { actor: 'customer', note: input.customerReason });
      });
    },
  };
}

function assertRefundable(order: OrderRow): void {
  if (
    order.order_status === 'refund_requested' ||
    order.order_status === 'refunded' ||
    order.order_status === 'refund_request_canceled'
  ) {
    throw conflict('refund', LIFECYCLE_MESSAGES.refundAlreadyRequested);
  }
  if (order.order_status !== 'delivered' || order.payment_status !== 'paid')
    throw new AppError(409, 'refund', LIFECYCLE_MESSAGES.refundNotDelivered);
}

export type CustomerOrderActions = ReturnType<typeof createCustomerOrderActions>;
