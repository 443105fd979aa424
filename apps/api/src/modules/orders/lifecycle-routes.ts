/**
 * /api/v1/customer/order/* after placement (reference §3.4): history and
 * running lists, details, track, cancel (+ cancellation reasons), switch a
 * failed digital payment to cash on delivery, refund request (+ reasons),
 * and the live stream of an order's status (Server-Sent Events; clients
 * that do not use it keep polling track).
 *
 * Who may see an order: the customer behind the bearer token, or the guest
 * whose guest_id placed it; track and events also find a guest's order by
 * its id and the phone it was placed with (the /track-order page). Anyone
 * else's order is a 404.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { optionalCustomer, requireOwner } from '../../http/auth.ts';
import { unauthorized, unprocessable } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { enforceFailureLimits, LIMIT_RULES } from '../auth/index.ts';
import { courierPosition } from '../couriers/index.ts';
import { isUploadedFile, type UploadedFile } from '../customers/index.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import {
  cancelBody,
  cancellationReasonsQuery,
  messageDoc,
  orderBody,
  orderQuery,
  pageQuery,
  refundBody,
  trackQuery,
} from './lifecycle-schemas.ts';
import { phoneDigits, type OrderFinder } from './tracking-service.ts';
import type { CancellationReasonsJson, OrderPageJson, RefundReasonsJson } from './format.ts';
import { MAX_REFUND_IMAGES } from './customer-actions.ts';
import type { MessageJson } from '../../http/reply.ts';

const tags = ['order'];
/** Refund photos: the profile photo limit per file. */
const REFUND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

async function bufferFile(part: MultipartFile & { value?: unknown }) {
  const data = await part.toBuffer();
  const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
  part.value = file;
}

/** Files sent as image, image[] or image[0]…, one or several. */
function uploadedImages(body: Record<string, unknown>): UploadedFile[] {
  return Object.entries(body)
    .filter(([key]) => /^image(\[\d*\])?$/.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter(isUploadedFile);
}

const orderList = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  orders: z.array(z.looseObject({ id: z.number(), order_status: z.string() })),
});

export const orderLifecycleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { tracking, actions, streams } = ctx.orderLife;

    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: bufferFile,
      throwFileSizeLimit: false,
      limits: { fileSize: REFUND_IMAGE_MAX_BYTES, files: MAX_REFUND_IMAGES + 1, fields: 20, fieldSize: 16 * 1024 },
    });
    app.addHook('preClose', async () => streams.closeAll());

    /**
     * track and events: the signed-in customer's order; else a guest's order
     * by its phone (contact_number), or by the guest_id that placed it.
     */
    async function finderOf(request: FastifyRequest, contactNumber: string | undefined): Promise<OrderFinder> {
      const session = await optionalCustomer(request);
      if (session) return { kind: 'owner', owner: { kind: 'customer', userId: session.userId } };
      if (contactNumber !== undefined) {
        const digits = phoneDigits(contactNumber);
        if (digits.length < 6) throw unprocessable('contact_number', LIFECYCLE_MESSAGES.contactNumberRequired);
        return { kind: 'phone', digits };
      }
      return { kind: 'owner', owner: await requireOwner(request) };
    }

    /**
     * The order track, events and the courier's location show, found by
     * finderOf. Found by phone, a wrong (order, phone) pair counts against
     * the caller's address, the order and the phone (issue 13, item 7): the
     * lookup answers a guest's name and address, and order ids are sequential.
     */
    async function findTracked(request: FastifyRequest, contactNumber: string | undefined, orderId: number) {
      const finder = await finderOf(request, contactNumber);
      if (finder.kind !== 'phone') return { finder, order: await tracking.find(finder, orderId) };
      const attempt = await enforceFailureLimits(ctx.rateLimiter, [
        [LIMIT_RULES.trackByPhonePerIp, request.ip],
        [LIMIT_RULES.trackByPhonePerOrder, String(orderId)],
        [LIMIT_RULES.trackByPhonePerPhone, finder.digits],
      ]);
      const order = await tracking.find(finder, orderId);
      await attempt.succeeded();
      return { finder, order };
    }

    app.get(
      '/customer/order/list',
      {
        schema: {
          tags,
          summary: 'Order history: delivered, canceled, failed and refund orders, newest first',
          querystring: pageQuery,
          response: { 200: orderList },
        },
      },
      async (request): Promise<OrderPageJson> =>
        tracking.history(await requireOwner(request), request.query.limit, request.query.offset, request.ctx.locale),
    );

    app.get(
      '/customer/order/running-orders',
      {
        schema: {
          tags,
          summary: 'Orders still on their way (pending to picked up), newest first',
          querystring: pageQuery,
          response: { 200: orderList },
        },
      },
      async (request): Promise<OrderPageJson> =>
        tracking.running(await requireOwner(request), request.query.limit, request.query.offset, request.ctx.locale),
    );

    app.get(
      '/customer/order/details',
      {
        schema: {
          tags,
          summary: "The order's lines: item snapshot, variation, add-ons, price, quantity; the first line has is_guest",
          description:
            "An order without lines (a prescription order) answers the order object. 404 when the order is not the caller's.",
          querystring: orderQuery,
        },
      },
      async (request) =>
        tracking.details(
          { kind: 'owner', owner: await requireOwner(request) },
          request.query.order_id,
          request.ctx.locale,
        ),
    );

    app.get(
      '/customer/order/track',
      {
        schema: {
          tags,
          summary:
            'The order with its status timestamps, store, payments, refund, delivery time span and offline payment',
          description:
            'Customers: bearer token. Guests: guest_id, or contact_number (the phone the order was placed with) from any device.',
          querystring: trackQuery,
        },
      },
      async (request) => {
        const { finder } = await findTracked(request, request.query.contact_number, request.query.order_id);
        return tracking.track(finder, request.query.order_id, request.ctx.locale);
      },
    );

    app.get(
      '/delivery-man/last-location',
      {
        schema: {
          tags,
          summary: "Where the order's courier was last seen",
          description:
            'Deliberate: the reference answers anyone; here only whoever may track the order (its owner, or a guest with its phone). ' +
            'null while the order has no courier or the position is unknown.',
          querystring: trackQuery,
        },
      },
      async (request) => {
        const { order } = await findTracked(request, request.query.contact_number, request.query.order_id);
        if (order.delivery_man_id === null) return null;
        const courier = await courierPosition(ctx.db, order.delivery_man_id);
        if (!courier || courier.latitude === null || courier.longitude === null) return null;
        return {
          delivery_man_id: order.delivery_man_id,
          order_id: order.id,
          latitude: String(courier.latitude),
          longitude: String(courier.longitude),
          location: courier.location,
          created_at: courier.location_updated_at,
          updated_at: courier.location_updated_at,
        };
      },
    );

    app.get(
      '/customer/order/events',
      {
        schema: {
          tags,
          summary: 'Live status of one order (text/event-stream): the status now, then every change',
          description:
            'Each event is `event: status` with data {event_id, order_id, order_status, payment_status, changed_at}. ' +
            'Same access as track. The stream ends once the order can no longer change.',
          querystring: trackQuery,
        },
      },
      async (request, reply) => {
        const { finder, order } = await findTracked(request, request.query.contact_number, request.query.order_id);
        await streams.stream(request, reply, order.id, async () =>
          tracking.currentStatus(await tracking.find(finder, order.id)),
        );
      },
    );

    const cancel = async (request: FastifyRequest<{ Body: z.output<typeof cancelBody> }>): Promise<MessageJson> => {
      const owner = await requireOwner(request);
      await actions.cancel(owner, request.body.order_id, request.body.reason);
      return { message: ctx.t(request, LIFECYCLE_MESSAGES.canceled) };
    };
    const cancelSchema = {
      tags,
      summary: 'Cancel a pending (or failed) order with a reason; stock and wallet payments come back',
      description: "409 order 'You can not cancel after confirm' once the store confirmed it.",
      body: cancelBody,
      response: { 200: messageDoc },
    };
    app.put('/customer/order/cancel', { schema: cancelSchema }, cancel);
    app.post(
      '/customer/order/cancel',
      { schema: { ...cancelSchema, summary: `${cancelSchema.summary} (POST with _method=put)` } },
      cancel,
    );

    app.get(
      '/customer/order/cancellation-reasons',
      {
        schema: {
          tags,
          summary: 'Reasons a customer (type) may give for cancelling',
          querystring: cancellationReasonsQuery,
        },
      },
      async (request): Promise<CancellationReasonsJson> => {
        const { limit, offset, type } = request.query;
        const { rows, total } = await tracking.cancellationReasons(request.ctx.locale, type, limit, offset);
        return { total_size: total, limit, offset, data: rows };
      },
    );

    const switchPayment = async (
      request: FastifyRequest<{ Body: z.output<typeof orderBody> }>,
    ): Promise<MessageJson> => {
      await actions.switchToCashOnDelivery(await requireOwner(request), request.body.order_id);
      return { message: ctx.t(request, LIFECYCLE_MESSAGES.paymentSwitched) };
    };
    const switchSchema = {
      tags,
      summary: 'Switch an order whose digital payment failed to cash on delivery; it becomes pending again',
      body: orderBody,
      response: { 200: messageDoc },
    };
    app.put('/customer/order/payment-method', { schema: switchSchema }, switchPayment);
    app.post(
      '/customer/order/payment-method',
      { schema: { ...switchSchema, summary: `${switchSchema.summary} (POST with _method=put)` } },
      switchPayment,
    );

    app.get(
      '/customer/order/refund-reasons',
      { schema: { tags, summary: 'Reasons a customer may give for a refund' } },
      async (request): Promise<RefundReasonsJson> => ({
        refund_reasons: await tracking.refundReasons(request.ctx.locale),
      }),
    );

    app.post(
      '/customer/order/refund-request',
      {
        schema: {
          tags,
          summary: 'Ask for a refund of a delivered, paid order (signed-in customers; refund_active_status on)',
          description:
            'Multipart or JSON: order_id, customer_reason, customer_note, refund_method, image[] (at most 3 JPG/PNG/GIF, 2 MB each).',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: messageDoc },
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await optionalCustomer(request);
        if (!session) throw unauthorized(LIFECYCLE_MESSAGES.refundSignIn);
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const body = validate(refundBody, raw);
        await actions.requestRefund(session.userId, body.order_id, {
          customerReason: body.customer_reason,
          customerNote: body.customer_note || null,
          refundMethod: body.refund_method || null,
          images: uploadedImages(raw),
        });
        return { message: ctx.t(request, LIFECYCLE_MESSAGES.refundRequested) };
      },
    );
  };
