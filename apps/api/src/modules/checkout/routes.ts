/**
 * Checkout routes: customer/order/place (JSON, or multipart with the
 * prescription images), and the helpers checkout pages call first —
 * config/distance-api (measured here), vehicle/extra_charge, most-tips.
 * The order's read, track and cancel routes live in the orders module.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { FastifyRequest } from 'fastify';
import { recordGuestWrite, requireOwner } from '../../http/auth.ts';
import { requireModuleId } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { latitude, longitude, num } from '../../http/schemas.ts';
import { validate } from '../../http/validate.ts';
import type { UploadedFile } from '../customers/index.ts';
import { ATTACHMENT_MAX_BYTES, readAttachments } from './attachments.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { IDEMPOTENCY_KEY, placeOrderBody, placeOrderFields } from './schemas.ts';

const tags = ['checkout'];

async function bufferFile(part: MultipartFile & { value?: unknown }) {
  const data = await part.toBuffer();
  const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
  part.value = file;
}

/** Average speeds for the duration estimate of distance-api (km/h). */
const SPEED_KMH: Record<string, number> = { walking: 5, driving: 30 };

export const checkoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function place(request: FastifyRequest, kind: 'items' | 'prescription'): Promise<PlacedOrderJson> {
      const owner = await requireOwner(request);
      const moduleId = requireModuleId(request.ctx);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && header.trim() ? header.trim() : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw unprocessable('idempotency_key', M.idempotencyKey);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const files = readAttachments(raw);
      // A prescription order is a delivery paid in cash, of no items.
      const fields =
        kind === 'prescription'
          ? {
              order_type: 'delivery',
              payment_method: 'cash_on_delivery',
              ...raw,
              is_buy_now: 0,
              cart: null,
              coupon_code: null,
            }
          : raw;
      const body = validate(placeOrderBody, fields);
      await recordGuestWrite(request, owner);
      const placed = await ctx.placeOrder(
        { owner, moduleId, locale: request.ctx.locale, idempotencyKey: key, kind, ip: request.ip },
        body,
        files,
      );
      return { ...placed, message: ctx.t(request, placed.message) };
    }

    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: bufferFile,
      throwFileSizeLimit: false,
      // More files than the 3 allowed are read so the answer can be the spec's message.
      limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 10, fields: 60, fieldSize: 256 * 1024 },
    });

    app.post(
      '/customer/order/place',
      {
        schema: {
          tags,
          summary: 'Place an order from the cart, a buy-now line or a campaign item; the server prices it',
          consumes: ['application/json', 'multipart/form-data'],
          body: placeOrderFields,
          description:
            'Body per the 6amMart client (order_type, payment_method, store_id, address + latitude/longitude for delivery, schedule_at, ' +
            'coupon_code, dm_tips, partial_payment, is_buy_now + cart, contact fields for guests, order_attachment files for prescriptions; ' +
            'parcels: order_type parcel without store_id, the sender as the address, receiver_details, parcel_category_id, charge_payer). ' +
            'Client amounts and distance are ignored. An Idempotency-Key header (or the same cart placed again) answers the first order. ' +
            'Answers {message, order_id, total_ammount, status, created_at, user_id} (+ redirect_link for digital payments).',
        },
      },
      async (request) => place(request, 'items'),
    );

    app.post(
      '/customer/order/prescription/place',
      {
        schema: {
          tags,
          summary:
            'Order by prescription only (pharmacy): 1–3 images, delivery, cash on delivery; the store prices the items later',
          consumes: ['multipart/form-data'],
          description:
            'Fields: store_id, address, latitude, longitude, order_attachment (files), order_note, dm_tips, contact fields for guests. ' +
            'Answers as order/place; the amount is the delivery charge, tip and charges.',
        },
      },
      async (request) => place(request, 'prescription'),
    );

    app.get(
      '/config/distance-api',
      {
        schema: {
          tags,
          summary: 'Distance between two points, measured by the server (straight line)',
          querystring: z.looseObject({
            origin_lat: latitude,
            origin_lng: longitude,
            destination_lat: latitude,
            destination_lng: longitude,
            mode: z.string().optional(),
          }),
        },
      },
      async (request): Promise<DistanceJson> => {
        const q = request.query;
        const km = ctx.checkout.distance(
          { lat: q.origin_lat, lng: q.origin_lng },
          { lat: q.destination_lat, lng: q.destination_lng },
        );
        return distanceAnswer(km, q.mode);
      },
    );

    app.get(
      '/vehicle/extra_charge',
      {
        schema: {
          tags,
          summary: 'Extra delivery charge of the vehicle covering a distance (km); a bare number',
          querystring: z.looseObject({
            distance: num(z.number({ error: M.distanceInvalid }).min(0, M.distanceInvalid)),
          }),
        },
      },
      async (request): Promise<VehicleExtraChargeJson> => ctx.checkout.vehicleExtraCharge(request.query.distance),
    );

    app.get(
      '/most-tips',
      { schema: { tags, summary: 'The delivery tip customers give most often: {most_tips_amount}' } },
      async (): Promise<MostTipsJson> => ({ most_tips_amount: await ctx.checkout.mostTips() }),
    );
  };

/** config/distance-api: the distance in both shapes 6amMart clients read (Routes API and Distance Matrix). */
function distanceAnswer(km: number, mode: string | undefined) {
  const meters = Math.round(km * 1000);
  const seconds = Math.round((km / (SPEED_KMH[mode ?? 'driving'] ?? SPEED_KMH.driving)) * 3600);
  const element = {
    distance: { text: `${km.toFixed(1)} km`, value: meters },
    duration: { text: `${Math.max(1, Math.round(seconds / 60))} mins`, value: seconds },
    status: 'OK',
  };
  return {
    distanceMeters: meters,
    duration: `${seconds}s`,
    routes: [{ distanceMeters: meters, duration: `${seconds}s` }],
    rows: [{ elements: [element] }],
    status: 'OK',
  };
}
export type DistanceJson = ReturnType<typeof distanceAnswer>;
/** vehicle/extra_charge: a bare number, the extra charge in the currency. */
export type VehicleExtraChargeJson = number;
/** most-tips: the tip customers give most often (0 without any). */
export interface MostTipsJson {
  most_tips_amount: number;
}

/** customer/order/place (and prescription/place): the order, and the payment page when a digital payment is due. */
export type PlacedOrderJson = Awaited<ReturnType<AppContext['placeOrder']>>;
