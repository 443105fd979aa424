/**
 * Offline payment methods (bank transfer and the like): the list clients
 * show, and the customer's proof for an order paid that way
 * (PUT customer/order/offline-payment, and -update to correct it). The
 * method's required inputs must be filled; a verified proof cannot change,
 * nor one of an order paid or closed (the domain's offlineProofOpen).
 */
import type { Database, Queryable } from '@souq/db';
import { offlineProofOpen, owesOfflinePayment, type LanguageCode } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { MAX_ID, plainNumber } from '../../http/schemas.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { translationOf } from '../../lib/translations.ts';
import { selectPayableOrder } from '../orders/index.ts';

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
    /** How many methods a customer can pay by now: checkout takes offline payment only when there is one. */
    async activeMethodCount(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from offline_payment_methods where status',
      );
      return row?.n ?? 0;
    },

    /**
     * The methods in the reader's language (issue 16, item 3): the name and the
     * customer fields' placeholders from translations ('offline_payment_method':
     * method_name, and method_informations as a JSON list of placeholders by position).
     */
    async methods(locale: LanguageCode = 'en') {
      const rows = await db.query<MethodRow & { tr_name: string | null; tr_informations: string | null }>(
        `select m.*,
                ${translationOf('offline_payment_method', 'm.id', "'method_name'", '$1')} as tr_name,
                ${translationOf('offline_payment_method', 'm.id', "'method_informations'", '$1')} as tr_informations
           from offline_payment_methods m where m.status order by m.id`,
        [locale],
      );
      return rows.map(({ tr_name, tr_informations, ...m }) => {
        const placeholders = parsePlaceholders(tr_informations);
        return {
          ...m,
          method_name: tr_name ?? m.method_name,
          method_informations: m.method_informations.map((input, index) => ({
            ...input,
            customer_placeholder: placeholders[index] ?? input.customer_placeholder,
          })),
          status: 1,
        };
      });
    },

    /** Stores what the customer typed for the method's inputs; answers the spec's 'Payment info updated.' */
    async submit(owner: Owner, body: Record<string, unknown>): Promise<{ message: string }> {
      // Plain decimals only ('0x10' is no id: issue 13, item 19).
      const orderId = Number(plainNumber(body.order_id));
      const methodId = Number(plainNumber(body.method_id));
      if (!Number.isSafeInteger(orderId) || orderId <= 0)
        throw unprocessable('order_id', PAYMENT_MESSAGES.offlineFieldRequired, { field: 'order_id' });
      if (!Number.isInteger(methodId) || methodId <= 0 || methodId > MAX_ID)
        throw unprocessable('method_id', PAYMENT_MESSAGES.offlineFieldRequired, { field: 'method_id' });
      const order = await selectPayableOrder(db, orderId, owner);
      if (!order) throw notFound('order_id', PAYMENT_MESSAGES.orderNotFound);
      const facts = {
        status: order.order_status,
        paymentStatus: order.payment_status,
        paymentMethod: order.payment_method,
        payments: order.payments ?? [],
      };
      if (!owesOfflinePayment(facts)) throw unprocessable('order_id', PAYMENT_MESSAGES.offlineNotOffline);
      if (!offlineProofOpen(facts)) throw unprocessable('order_id', PAYMENT_MESSAGES.offlineClosed);
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

/**
 * The operator's decision on a proof waiting for verification, inside the caller's transaction
 * (the order's row is locked there). A denied proof keeps the operator's note for the customer,
 * who may send it again (submit sets it back to pending); a verified one can no longer change.
 * False when the order has no proof waiting.
 */
export async function decideOfflineProof(
  tx: Queryable,
  orderId: number,
  decision: 'verified' | 'denied',
  note: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update offline_payments set status = $2, note = $3, updated_at = now()
      where order_id = $1 and status = 'pending' returning id`,
    [orderId, decision, note],
  );
  return rows.length > 0;
}

/** A translation's list of placeholders; anything else is no translation. */
function parsePlaceholders(json: string | null): (string | undefined)[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map((p) => (typeof p === 'string' ? p : undefined)) : [];
  } catch {
    return [];
  }
}

export type OfflinePaymentService = ReturnType<typeof createOfflinePaymentService>;
/** One method of offline_payment_method_list, in the reader's language. */
export type OfflineMethodJson = Awaited<ReturnType<OfflinePaymentService['methods']>>[number];

/** Each order's offline payment proof as JSON (an order's JSON shows it), by order id. */
export async function selectOfflineProofs<T>(db: Queryable, orderIds: number[]): Promise<Map<number, T>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.query<{ order_id: number; proof: T }>(
    'select f.order_id, to_json(f) as proof from offline_payments f where f.order_id = any($1::bigint[])',
    [orderIds],
  );
  return new Map(rows.map((r) => [Number(r.order_id), r.proof]));
}
