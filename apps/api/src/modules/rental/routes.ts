/**
 * Car rental's routes: the public catalog, rental/user/* for customers and
 * guests, a trip's live status (Server-Sent Events), and the operator's trip
 * routes (behind OPERATOR_TOKEN, absent without it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIP_RELEASED_STATUSES, TRIP_STATUSES } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { requireOwner } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { createFollowers, openEventStream } from '../../http/sse.ts';
import { id, idParam, optional } from '../catalog/index.ts';
import { rentalCatalogRoutes } from './catalog-routes.ts';
import { RENTAL_MESSAGES } from './messages.ts';
import type { TripRow } from './trips.ts';
import { rentalUserRoutes } from './user-routes.ts';

const statusOf = (t: TripRow) => ({
  trip_id: Number(t.id),
  trip_status: t.trip_status,
  payment_status: t.payment_status,
  updated_at: t.updated_at,
});

/** Open streams of one trip (a few tabs fit), and of every trip together, as an order's (order-stream.ts). */
export const MAX_STREAMS_PER_TRIP = 20;
const MAX_TRIP_STREAMS = 5_000;

export const rentalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { rental, cart, trips, extras, vehicles } = ctx.rentals;
    // Counted like every other event stream, so the owner of one trip cannot hold open sockets without end.
    const tripStreams = createFollowers<symbol>({ total: MAX_TRIP_STREAMS, perKey: MAX_STREAMS_PER_TRIP });
    app.addHook('preClose', async () => tripStreams.endAll());
    await app.register(rentalCatalogRoutes(ctx, rental, vehicles));
    await app.register(rentalUserRoutes(ctx, rental, cart, trips, extras));

    app.get(
      '/rental/user/trip/events',
      {
        schema: {
          tags: ['rental'],
          summary: "A trip's status now, then every change (text/event-stream); ends on a final status",
          querystring: z.looseObject({ trip_id: id, guest_id: optional(z.string().max(64)) }),
        },
      },
      async (request, reply) => {
        const owner = await requireOwner(request);
        const trip = await trips.findOwned(ctx.db, owner, request.query.trip_id);
        // Past the limit a 429 before anything is sent.
        const unfollow = tripStreams.follow(Number(trip.id), Symbol('trip stream'), () => stream.end());
        const off = trips.onChange((changed) => {
          if (changed.id !== trip.id) return;
          stream.send('status', statusOf(changed));
          if (TRIP_RELEASED_STATUSES.includes(changed.trip_status)) stream.end();
        });
        const stream = openEventStream(request, reply, () => {
          off();
          unfollow();
        });
        stream.send('status', statusOf(trip));
        if (TRIP_RELEASED_STATUSES.includes(trip.trip_status)) stream.end();
      },
    );
  };

export const rentalOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);
    const { trips } = ctx.rentals;

    app.get(
      '/operator/trips/:id',
      { schema: { tags: ['operator'], summary: 'A trip and its status history (operator token)', params: idParam } },
      async (request) => {
        const [trip] = await ctx.db.query<TripRow>('select * from trips where id = $1', [request.params.id]);
        if (!trip) throw notFound('trip_id', RENTAL_MESSAGES.tripNotFound);
        const [json] = await trips.format([trip], await ctx.catalog.formatContext(request), true);
        const events = await ctx.db.query(
          'select id, status, changed_by, note, created_at from trip_status_events where trip_id = $1 order by id',
          [trip.id],
        );
        return { ...json, status_events: events };
      },
    );

    app.put(
      '/operator/trips/:id/status',
      {
        schema: {
          tags: ['operator'],
          summary: 'Move a trip: pending → confirmed → ongoing → completed, or canceled / payment_failed',
          params: idParam,
          body: z.looseObject({ status: z.enum(TRIP_STATUSES), note: optional(z.string().max(255)) }),
        },
      },
      async (request) => {
        const trip = await trips.move(request.params.id, request.body.status, 'operator', request.body.note ?? null);
        return statusOf(trip);
      },
    );
  };
