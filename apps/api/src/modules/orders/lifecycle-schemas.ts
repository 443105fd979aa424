/**
 * Payloads of the order routes after placement, as 6amMart clients send
 * them: ids as numbers or numeric strings, POST with `_method: "put"` for
 * PUT routes, guest_id in the query (GET) or the body.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '@souq/domain';
import { limit, num } from '../../http/schemas.ts';
import { blank } from '../catalog/index.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';

/** Order ids are bigints; anything past the safe integers is not one of ours (and must not reach SQL). */
const orderId = z.preprocess(
  (value) => (value === null ? undefined : blank(value)),
  num(
    z
      .number({ error: LIFECYCLE_MESSAGES.orderIdRequired })
      .int(LIFECYCLE_MESSAGES.orderIdRequired)
      .positive(LIFECYCLE_MESSAGES.orderIdRequired)
      .max(Number.MAX_SAFE_INTEGER, LIFECYCLE_MESSAGES.orderIdRequired),
  ),
);
/** 1-based page; far pages are simply empty, never an overflow in SQL. */
const page = z.preprocess(blank, num(z.number().int().min(1).max(1_000_000).default(1)));
const guestId = z.union([z.string(), z.number()]).nullish().describe('For guests: the id issued by auth/guest/request');
const text = (max: number, message: string) =>
  z.preprocess((value) => (value === null ? undefined : value), z.string().trim().max(max, message).optional());

export const pageQuery = z.looseObject({
  limit: z.preprocess(blank, limit.default(10)),
  offset: page,
  guest_id: guestId,
});

export const orderQuery = z.looseObject({ order_id: orderId, guest_id: guestId });

export const trackQuery = z.looseObject({
  order_id: orderId,
  guest_id: guestId,
  contact_number: z
    .preprocess(blank, z.string().trim().max(32).optional())
    .describe('Guests: the phone number the order was placed with'),
});

export const cancelBody = z.looseObject({
  order_id: orderId,
  reason: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: LIFECYCLE_MESSAGES.reasonRequired })
      .trim()
      .min(1, LIFECYCLE_MESSAGES.reasonRequired)
      .max(255, LIFECYCLE_MESSAGES.reasonTooLong),
  ),
  guest_id: guestId,
});

export const orderBody = z.looseObject({ order_id: orderId, guest_id: guestId });

export const refundBody = z.looseObject({
  order_id: orderId,
  customer_reason: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: LIFECYCLE_MESSAGES.customerReasonRequired })
      .trim()
      .min(1, LIFECYCLE_MESSAGES.customerReasonRequired)
      .max(255, LIFECYCLE_MESSAGES.reasonTooLong),
  ),
  customer_note: text(1000, LIFECYCLE_MESSAGES.customerNoteTooLong),
  refund_method: text(50, LIFECYCLE_MESSAGES.reasonTooLong),
});

export const cancellationReasonsQuery = z.looseObject({
  limit: z.preprocess(blank, limit.default(10)),
  offset: page,
  type: z.preprocess(blank, z.enum(['customer', 'store', 'deliveryman', 'admin']).default('customer')),
});

export const operatorStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: LIFECYCLE_MESSAGES.statusInvalid }),
  note: text(255, LIFECYCLE_MESSAGES.reasonTooLong).describe(
    'A cancellation reason or an admin note on a refund decision',
  ),
});

export const operatorParams = z.object({ id: orderId });

export const operatorOfflineBody = z.object({
  status: z.enum(['verified', 'denied'], { error: LIFECYCLE_MESSAGES.statusInvalid }),
  note: text(255, LIFECYCLE_MESSAGES.reasonTooLong).describe('Why a proof is not accepted (shown to the customer)'),
});

export const messageDoc = z.object({ message: z.string() });
