/**
 * /api/v1/operator/orders/*: the store's (or back office's) side of an
 * order, for a kitchen screen, a script or the end-to-end tests. Secured by
 * the operator token (http/operator.ts); without it these routes do not exist.
 *
 *   GET /operator/orders?group=new|running|refunds|past&limit&offset   the board's columns, newest first
 *   GET /operator/orders/events       the board's orders as they change, live (event "order": {order_id})
 *   GET /operator/orders/{id}         the order, its lines and its status history
 *   PUT /operator/orders/{id}/status  {status, note?} moves it as the status machine allows
 *   GET /operator/couriers                     the active couriers with their running orders (to assign one)
 *   PUT /operator/orders/{id}/courier  {delivery_man_id}   the operator picks the order's courier
 *   PUT /operator/orders/{id}/offline-payment  {status: verified|denied, note?} decides the customer's proof:
 *       verified pays the order (and confirms it while pending), denied returns it to the customer with the note
 *   PUT /operator/orders/{id}/courier-location  {latitude, longitude} where the order's courier is now
 *       (a courier's app, the console, the journeys); the order page hears it live ("location" events)
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_STATUSES, isValidLatLng, operatorMoves, RUNNING_STATUSES, type OrderStatus } from '@souq/domain';
import { num } from '../../http/schemas.ts';
import { id as idField, page } from '../catalog/index.ts';
import { isActiveCourier, moveCourier, selectActiveCouriers } from '../couriers/index.ts';
import { runningOrdersByCourier, setCourier } from './courier-queries.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { openEventStream, type EventStream } from '../../http/sse.ts';
import { formatDetail, type OperatorBoardJson, type TrackedOrderJson } from './format.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
import { decideOfflineProof, PAYMENT_MESSAGES } from '../payments/index.ts';
import { lockOrder, markOfflinePaid, selectDetails, type OrderRow } from './lifecycle-queries.ts';
import { operatorOfflineBody, operatorParams, operatorStatusBody } from './lifecycle-schemas.ts';

const tags = ['operator'];

export const operatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);
    const { tracking, lifecycle } = ctx.orderLife;
    app.addHook('preClose', async () => ctx.boardLive.endAll());

    /** The order as the operator sees it: the track shape, its lines and every status it passed through. */
    async function operatorView(orderId: number, locale: FastifyRequest['ctx']['locale']): Promise<OperatorOrderJson> {
      const [order] = await ctx.db.query<OrderRow>('select * from orders where id = $1', [orderId]);
      if (!order) throw new AppError(404, 'order_id', LIFECYCLE_MESSAGES.orderNotFound);
      const [[json], lines, events] = await Promise.all([
        tracking.formatTracked([order], locale),
        selectDetails(ctx.db, [order.id]),
        ctx.db.query<StatusEventJson>(
          'select id, status, changed_by, note, created_at from order_status_events where order_id = $1 order by id',
          [order.id],
        ),
      ]);
      return {
        ...json,
        details: lines.map(formatDetail),
        status_events: events,
        operator_moves: operatorMoves(order.order_status, order.order_type),
      };
    }

    /** The board's columns: new (waiting for the store), running, refund requests, and the past. */
    const GROUPS: Record<'new' | 'running' | 'refunds' | 'past', readonly OrderStatus[]> = {
      new: ['pending'],
      running: RUNNING_STATUSES.filter((s) => s !== 'pending'),
      refunds: ['refund_requested'],
      past: HISTORY_STATUSES.filter((s) => s !== 'refund_requested'),
    };

    app.get(
      '/operator/orders',
      {
        schema: {
          tags,
          summary: "The board's orders, newest first, with the moves the operator may make (operator token)",
          description:
            'group: new (pending), running (confirmed … picked up, failed payments), refunds (refund requested), past (delivered, canceled, refunded …).',
          querystring: z.object({ ...page(20), group: z.enum(['new', 'running', 'refunds', 'past']).default('new') }),
        },
      },
      async (request): Promise<OperatorBoardJson> => {
        const { limit, offset, group } = request.query;
        const rows = await ctx.db.query<OrderRow & { total: number }>(
          `select o.*, count(*) over () as total from orders o
            where o.order_status = any($1::text[]) order by o.id desc limit $2 offset $3`,
          [GROUPS[group], limit, (offset - 1) * limit],
        );
        const orders = await tracking.formatTracked(rows, request.ctx.locale);
        return {
          total_size: Number(rows[0]?.total ?? 0),
          limit,
          offset,
          orders: orders.map((order, i) => ({
            ...order,
            operator_moves: operatorMoves(rows[i].order_status, rows[i].order_type),
          })),
        };
      },
    );

    app.get(
      '/operator/orders/:id',
      {
        schema: {
          tags,
          summary: 'An order with its lines and status history (operator token)',
          params: operatorParams,
        },
      },
      async (request): Promise<OperatorOrderJson> => operatorView(request.params.id, request.ctx.locale),
    );

    app.put(
      '/operator/orders/:id/status',
      {
        schema: {
          tags,
          summary:
            'Move an order: confirmed, processing, handover, picked_up, delivered, canceled, refunded, refund_request_canceled (operator token)',
          description:
            'The status machine decides (409 order_status when the move is not allowed). Delivered marks cash on delivery paid, counts the order ' +
            'and credits loyalty points; canceled gives stock and wallet payments back; refunded credits the wallet when wallet_add_refund is on.',
          params: operatorParams,
          body: operatorStatusBody,
        },
      },
      async (request): Promise<OperatorOrderChangedJson> => {
        await lifecycle.move(request.params.id, request.body.status, {
          actor: 'operator',
          note: request.body.note || null,
        });
        return {
          message: ctx.t(request, LIFECYCLE_MESSAGES.statusUpdated),
          order: await operatorView(request.params.id, request.ctx.locale),
        };
      },
    );

    app.put(
      '/operator/orders/:id/offline-payment',
      {
        schema: {
          tags,
          summary: "Decide an offline payment's proof (operator token)",
          description:
            'verified: the proof can no longer change, the order is paid (its offline part too when partial) and a pending order is confirmed. ' +
            'denied: the note is kept for the customer, who may send the proof again. 409 offline_payment when no proof is waiting.',
          params: operatorParams,
          body: operatorOfflineBody,
        },
      },
      async (request): Promise<OperatorOrderChangedJson> => {
        const { status, note } = request.body;
        const orderId = request.params.id;
        const moved = await lifecycle.run(async (tx, applyChange) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw new AppError(404, 'order_id', LIFECYCLE_MESSAGES.orderNotFound);
          if (!(await decideOfflineProof(tx, order.id, status, note || null)))
            throw new AppError(409, 'offline_payment', PAYMENT_MESSAGES.offlineNotWaiting);
          if (status === 'denied') return false;
          const paid = await markOfflinePaid(tx, order.id);
          if (paid.order_status !== 'pending') return false;
          await applyChange(paid, 'confirmed', { actor: 'operator', note: 'offline payment verified' });
          return true;
        });
        // A decision that moved no status still changes what the order page shows (paid, not accepted).
        if (!moved) await lifecycle.announceLatest(orderId);
        return {
          message: ctx.t(
            request,
            status === 'verified' ? PAYMENT_MESSAGES.offlineVerified : PAYMENT_MESSAGES.offlineDenied,
          ),
          order: await operatorView(orderId, request.ctx.locale),
        };
      },
    );

    app.get(
      '/operator/couriers',
      { schema: { tags, summary: 'Active couriers with their running orders, least busy first (operator token)' } },
      async (request): Promise<OperatorCourierJson[]> => {
        const [couriers, running] = await Promise.all([
          selectActiveCouriers(ctx.db, request.ctx.locale),
          runningOrdersByCourier(ctx.db),
        ]);
        const rows = couriers
          .map((c) => ({ ...c, active: running.get(c.id) ?? 0 }))
          .sort((a, b) => a.active - b.active || a.id - b.id);
        return rows.map((r) => ({
          id: r.id,
          f_name: r.tr?.f_name ?? r.f_name,
          l_name: r.tr?.l_name ?? r.l_name,
          vehicle_type: r.vehicle_type,
          running_orders: r.active,
        }));
      },
    );

    app.put(
      '/operator/orders/:id/courier',
      {
        schema: {
          tags,
          summary: 'Give an order the courier the operator picks (operator token)',
          description: 'Delivery orders not yet delivered; take-away orders have none (409).',
          params: operatorParams,
          body: z.object({ delivery_man_id: idField }),
        },
      },
      async (request): Promise<OperatorOrderChangedJson> => {
        await ctx.db.transaction(async (tx) => {
          const [order] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [
            request.params.id,
          ]);
          if (!order) throw new AppError(404, 'order_id', LIFECYCLE_MESSAGES.orderNotFound);
          if (order.order_type === 'take_away')
            throw new AppError(409, 'delivery_man_id', LIFECYCLE_MESSAGES.courierNotNeeded);
          if (!RUNNING_STATUSES.includes(order.order_status) || order.order_status === 'failed')
            throw new AppError(409, 'delivery_man_id', LIFECYCLE_MESSAGES.courierSettled);
          if (!(await isActiveCourier(tx, request.body.delivery_man_id)))
            throw new AppError(404, 'delivery_man_id', LIFECYCLE_MESSAGES.courierUnknown);
          await setCourier(tx, order.id, request.body.delivery_man_id);
        });
        return {
          message: ctx.t(request, LIFECYCLE_MESSAGES.courierAssigned),
          order: await operatorView(request.params.id, request.ctx.locale),
        };
      },
    );

    app.get(
      '/operator/orders/events',
      {
        schema: {
          tags,
          summary: "The board's orders as they change, live (text/event-stream; operator token)",
          description:
            'Event "order" {order_id} whenever an order is placed or moved, its proof of payment sent or decided, ' +
            'or its courier assigned; order_id 0 when changes may have been missed (reload everything).',
        },
      },
      async (request, reply) => {
        let stream: EventStream | null = null;
        const stop = ctx.boardLive.follow(
          (orderId) => stream?.send('order', { order_id: orderId }),
          () => stream?.end(),
        );
        stream = openEventStream(request, reply, stop);
      },
    );

    app.put(
      '/operator/orders/:id/courier-location',
      {
        schema: {
          tags,
          summary: "Where the order's delivery person is now (operator token)",
          description:
            'Updates the courier\'s last location and tells the order\'s followers (order/events "location").',
          params: operatorParams,
          body: z.object({
            latitude: num(z.number({ error: LIFECYCLE_MESSAGES.locationInvalid })),
            longitude: num(z.number({ error: LIFECYCLE_MESSAGES.locationInvalid })),
          }),
        },
      },
      async (request) => {
        const { latitude, longitude } = request.body;
        if (!isValidLatLng(latitude, longitude))
          throw new AppError(422, 'latitude', LIFECYCLE_MESSAGES.locationInvalid);
        const [order] = await ctx.db.query<{ delivery_man_id: number | null }>(
          'select delivery_man_id from orders where id = $1',
          [request.params.id],
        );
        if (!order) throw new AppError(404, 'order_id', LIFECYCLE_MESSAGES.orderNotFound);
        if (order.delivery_man_id === null) throw new AppError(409, 'delivery_man', LIFECYCLE_MESSAGES.noCourier);
        const at = new Date();
        await moveCourier(ctx.db, order.delivery_man_id, latitude, longitude, at);
        await ctx.orderLife.events.publish({
          kind: 'location',
          order_id: request.params.id,
          delivery_man_id: Number(order.delivery_man_id),
          latitude,
          longitude,
          at: at.toISOString(),
        });
        return { message: ctx.t(request, LIFECYCLE_MESSAGES.locationUpdated) };
      },
    );
  };

/** operator/couriers: an active courier and how many orders they carry now. */
export interface OperatorCourierJson {
  id: number;
  f_name: string;
  l_name: string;
  vehicle_type: string | null;
  running_orders: number;
}

/** One status an order passed through, as order_status_events keeps it. */
interface StatusEventJson {
  id: number;
  status: OrderStatus;
  changed_by: string;
  note: string | null;
  created_at: Date;
}

/** operator/orders/:id: the track shape, its lines, every status it passed through, and where it may go. */
export type OperatorOrderJson = TrackedOrderJson & {
  details: ReturnType<typeof formatDetail>[];
  status_events: StatusEventJson[];
  operator_moves: OrderStatus[];
};

/** operator/orders/:id/status, …/courier, …/offline-payment: done, and the order as it now is. */
export interface OperatorOrderChangedJson {
  message: string;
  order: OperatorOrderJson;
}
