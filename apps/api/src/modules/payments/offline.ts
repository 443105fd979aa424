/**
 * Offline payment methods (bank transfer and the like): the list clients
 * show, and the customer's proof for an order paid that way
 * (PUT customer/order/offline-payment, and -update to correct it). The
 * method's required inputs must be filled; a verified proof cannot change.
 */
import type { Database } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

interface MethodRow {
  id: number;
  method_name: string;
  method_fields: { input_name: string; input_data: string }[];
  method_informations: { customer_input: string; customer_placeholder: string; is_required: number | boolean }[];
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

export function createOfflinePaymentService(db: Database) {
  return {
    async methods() {
      const rows = await db.query<MethodRow>('select * from offline_payment_methods where status order by id');
      return rows.map((m) => ({ ...m, status: 1 }));
    },

    /** Stores what the customer typed for the method's inputs; answers the spec's 'Payment info updated.' */
    async submit(owner: Owner, body: Record<string, unknown>): Promise<{ message: string }> {
      const orderId = Number(body.order_id);
      const methodId = Number(body.method_id);
      if (!Number.isSafeInteger(orderId) || orderId <= 0)
        throw unprocessable('order_id', PAYMENT_MESSAGES.offlineFieldRequired, { field: 'order_id' });
      if (!Number.isInteger(methodId) || methodId <= 0 || methodId > 2_147_483_647)
        throw unprocessable('method_id', PAYMENT_MESSAGES.offlineFieldRequired, { field: 'method_id' });
      const ownerClause = owner.kind === 'customer' ? 'user_id = $2' : 'guest_id = $2';
      const [order] = await db.query<{ id: string; offline: boolean }>(
        `select id, (payment_method = 'offline_payment' or exists (select 1 from order_payments p where p.order_id = orders.id and p.payment_method = 'offline_payment')) as offline
           from orders where id = $1 and ${ownerClause}`,
        [orderId, owner.kind === 'customer' ? owner.userId : owner.guestId],
      );
      if (!order) throw notFound('order_id', PAYMENT_MESSAGES.orderNotFound);
      if (!order.offline) throw unprocessable('order_id', PAYMENT_MESSAGES.offlineNotOffline);
      const [method] = await db.query<MethodRow>('select * from offline_payment_methods where id = $1 and status', [
        methodId,
      ]);
      if (!method) throw notFound('method_id', PAYMENT_MESSAGES.offlineMethod);

      const info: Record<string, string> = { method_id: String(method.id), method_name: method.method_name };
      for (const input of method.method_informations) {
        const value = body[input.customer_input];
        const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 255) : '';
        if (!text && (input.is_required === 1 || input.is_required === true)) {
          throw unprocessable(input.customer_input, PAYMENT_MESSAGES.offlineFieldRequired, {
            field: input.customer_input,
          });
        }
        if (text) info[input.customer_input] = text;
      }
      const note = typeof body.customer_note === 'string' ? body.customer_note.trim().slice(0, 1000) : null;
      const rows = await db.query(
        `insert into offline_payments (order_id, method_id, payment_info, method_fields, customer_note)
         values ($1, $2, $3, $4, $5)
         on conflict (order_id) do update set method_id = excluded.method_id, payment_info = excluded.payment_info,
           method_fields = excluded.method_fields, customer_note = excluded.customer_note, status = 'pending', updated_at = now()
         where offline_payments.status <> 'verified'
         returning id`,
        [order.id, method.id, JSON.stringify(info), JSON.stringify(method.method_fields), note],
      );
      if (rows.length === 0) throw conflict('offline_payment', PAYMENT_MESSAGES.offlineLocked);
      return { message: PAYMENT_MESSAGES.offlineUpdated };
    },
  };
}

export type OfflinePaymentService = ReturnType<typeof createOfflinePaymentService>;
