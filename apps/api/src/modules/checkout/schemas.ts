/**
 * The order/place payload as 6amMart clients send it (client contract §7),
 * as JSON or multipart (pharmacy orders with a prescription): numbers and
 * flags may arrive as strings. Money fields the client sends (order_amount,
 * coupon_discount_amount, discount_amount, distance, price in cart lines)
 * are read by nobody: the server computes them.
 */
import { ADDRESS_LIMITS } from '@souq/domain';
import { z } from 'zod';
import { MAX_ID, num, plainNumber } from '../../http/schemas.ts';

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .transform((v) => {
      const value = v === null || v === undefined ? '' : String(v).trim();
      return value && value !== 'null' && value !== 'undefined' ? value.slice(0, max) : null;
    });

const optionalNumber = z
  .union([z.number(), z.string()])
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '' || v === 'null') return null;
    // Plain decimals only: Number('0x10') is 16 (issue 13, item 19).
    const n = plainNumber(v);
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'The {field} field is invalid.' });
      return z.NEVER;
    }
    return n;
  });

export const placeOrderBody = z
  .looseObject({
    order_type: z.enum(['delivery', 'take_away', 'schedule_order', 'parcel'], {
      error: 'The order_type field must be delivery, take_away or parcel.',
    }),
    payment_method: z.enum(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'], {
      error: 'The payment_method field must be cash_on_delivery, digital_payment, wallet or offline_payment.',
    }),
    // Every order but a parcel names its store (checked below).
    store_id: num(
      z
        .number({ error: 'The store_id field is required.' })
        .int()
        .positive('The store_id field is required.')
        .max(MAX_ID, 'The store_id field is required.')
        .optional()
        .nullable(),
    ),
    latitude: optionalNumber,
    longitude: optionalNumber,
    address: text(500),
    address_type: text(50),
    floor: text(100),
    road: text(255),
    house: text(100),
    contact_person_name: text(ADDRESS_LIMITS.contactNameMax),
    contact_person_number: text(ADDRESS_LIMITS.contactPhoneMax),
    contact_person_email: text(ADDRESS_LIMITS.contactEmailMax),
    /** A guest makes an account with the contact above and this password; the order lands in it (reference §5.2). */
    create_new_user: flag,
    password: z
      .union([z.string(), z.number()])
      .optional()
      .nullable()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    delivery_address_id: optionalNumber,
    schedule_at: text(40),
    partial_payment: flag,
    coupon_code: text(50),
    dm_tips: optionalNumber,
    cutlery: flag,
    order_note: text(1000),
    delivery_instruction: text(1000),
    unavailable_item_note: text(255),
    extra_packaging_amount: optionalNumber,
    is_buy_now: flag,
    /** Buy-now and campaign lines: a JSON string (or list) of {item_id | item_campaign_id, item_type, quantity, variation, add_on_ids, add_on_qtys}. */
    cart: z
      .union([z.string(), z.array(z.unknown())])
      .optional()
      .nullable(),
    /** Parcels (issue 18): the kind of parcel, the receiver (a JSON string or object, read by readReceiver), who pays. */
    parcel_category_id: num(
      z
        .number({ error: 'The parcel_category_id field must be a parcel category.' })
        .int()
        .positive('The parcel_category_id field must be a parcel category.')
        .max(MAX_ID, 'The parcel_category_id field must be a parcel category.')
        .optional()
        .nullable(),
    ),
    receiver_details: z
      .union([z.string(), z.record(z.string(), z.unknown())], {
        error: 'The receiver details are required: name, phone, address and location.',
      })
      .optional()
      .nullable(),
    charge_payer: z
      .enum(['sender', 'receiver'], { error: 'The charge_payer field must be sender or receiver.' })
      .optional()
      .nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.order_type !== 'parcel' && !body.store_id)
      ctx.addIssue({ code: 'custom', path: ['store_id'], message: 'The store_id field is required.' });
  });

/** The fields of order/place, for the OpenAPI document (the route reads them with placeOrderBody, in the handler). */
export const placeOrderFields = z.looseObject(
  Object.fromEntries(Object.keys(placeOrderBody.shape).map((key) => [key, z.unknown().optional()])),
);

/** The receiver of a parcel as clients send it in receiver_details (client contract §7). */
export const receiverDetails = z.looseObject({
  contact_person_name: text(ADDRESS_LIMITS.contactNameMax),
  contact_person_number: text(ADDRESS_LIMITS.contactPhoneMax),
  address: text(500),
  latitude: optionalNumber,
  longitude: optionalNumber,
  address_type: text(50),
  floor: text(100),
  road: text(255),
  house: text(100),
});

export type PlaceOrderBody = z.output<typeof placeOrderBody>;

/** A buy-now line as clients send it in `cart`. */
export const buyNowLine = z.looseObject({
  item_id: num(z.number().int().positive().max(MAX_ID).optional().nullable()),
  item_campaign_id: num(z.number().int().positive().max(MAX_ID).optional().nullable()),
  item_type: z.string().optional().nullable(),
  model: z.string().optional().nullable(),
  quantity: num(
    z
      .number({ error: 'The quantity must be a whole number of at least 1.' })
      .int()
      .min(1, 'The quantity must be a whole number of at least 1.'),
  ),
  variation: z.array(z.unknown()).optional().nullable(),
  add_on_ids: z
    .array(num(z.number().int().positive().max(MAX_ID)))
    .optional()
    .nullable(),
  add_on_qtys: z
    .array(num(z.number().int().min(0).max(MAX_ID)))
    .optional()
    .nullable(),
});

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
