/**
 * rental/user/* (server-rules §3.7), for customers (token) and guests
 * (guest_id): the rental cart, trip booking, trips, payment, cancel, the
 * rental wishlist and reviews. Every cart line, trip and wishlist row is
 * looked up with its owner: another owner's id is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENTAL_LIMITS, RENTAL_TYPES } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { recordGuestWrite, requireOwner } from '../../http/auth.ts';
import { unprocessable } from '../../http/errors.ts';
import { num } from '../../http/schemas.ts';
import { blank, id, idList, idParam, optional, page } from '../catalog/index.ts';
import type { RentalCatalog } from './catalog.ts';
import type { RentalCart, TripData } from './cart.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import { parsePickupTime } from './pickup-time.ts';
import type { TripDetailsJson, TripPageJson, Trips, TripSummaryJson } from './trips.ts';
import type { RentalExtras } from './extras.ts';
import type { MessageJson } from '../../http/reply.ts';
import type { RentalCartJson } from './cart.ts';

const tags = ['rental'];
const guest = { guest_id: optional(z.string().max(64)) };
const number = (max: number) => optional(num(z.number().min(0).max(max)));

/** The trip's terms as clients send them (add-to-cart and update-user-data). */
const tripFields = {
  rental_type: z.enum(RENTAL_TYPES, { error: 'Rental type must be hourly or distance_wise.' }),
  estimated_hours: number(RENTAL_LIMITS.maxHours),
  distance: number(RENTAL_LIMITS.maxDistanceKm),
  destination_time: number(RENTAL_LIMITS.maxHours),
  pickup_location: z.unknown(),
  destination_location: z.unknown().optional(),
  pickup_time: z.preprocess(blank, z.string({ error: M.pickupRequired }).max(40)),
};

const addBody = z.looseObject({
  ...guest,
  ...tripFields,
  vehicle_id: id,
  quantity: z.preprocess(blank, num(z.number().int().min(1).max(RENTAL_LIMITS.maxQuantity)).default(1)),
});

const bookingBody = z.looseObject({
  ...guest,
  payment_method: z.enum(['cash_payment', 'wallet', 'digital_payment'], { error: M.paymentMethod }),
  coupon_code: optional(z.string().trim().max(50)),
  trip_note: optional(z.string().max(500)),
  contact_person_name: optional(z.string().max(100)),
  contact_person_number: optional(z.string().max(30)),
  contact_person_email: optional(z.string().max(100)),
  // Amounts the client computed are ignored: the server prices the trip.
  trip_amount: z.unknown().optional(),
});

export const rentalUserRoutes =
  (
    ctx: AppContext,
    rental: RentalCatalog,
    cart: RentalCart,
    trips: Trips,
    extras: RentalExtras,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    async function tripDataOf(body: z.output<typeof addBody> | z.output<typeof updateTripBody>): Promise<TripData> {
      const pickup = cart.placeOf(body.pickup_location, 'pickup_location');
      if (!pickup) throw unprocessable('pickup_location', M.pickupRequired);
      const pickupTime = parsePickupTime(body.pickup_time, await rental.timeZone());
      if (!pickupTime) throw unprocessable('pickup_time', M.pickupRequired);
      return {
        rentalType: body.rental_type,
        estimatedHours: body.estimated_hours ?? 0,
        distanceKm: body.distance ?? 0,
        destinationHours: body.destination_time ?? 0,
        pickup,
        destination: cart.placeOf(body.destination_location, 'destination_location'),
        pickupTime,
      };
    }

    const view = async (
      request: Parameters<typeof rental.scope>[0],
      owner: Awaited<ReturnType<typeof requireOwner>>,
    ) => {
      const [sc, fc] = await Promise.all([rental.scope(request, true), ctx.catalog.formatContext(request)]);
      return cart.view(owner, sc, fc);
    };

    app.get(
      '/rental/user/cart/get-cart',
      { schema: { tags, summary: 'The rental cart: {carts, user_data}', querystring: z.looseObject(guest) } },
      async (request) => view(request, await requireOwner(request)),
    );

    app.post(
      '/rental/user/cart/add-to-cart',
      {
        schema: {
          tags,
          summary:
            'Add a vehicle with the trip terms (hourly: estimated_hours; distance_wise: distance, destination_time)',
          body: addBody,
        },
      },
      async (request): Promise<RentalCartJson> => {
        const owner = await requireOwner(request);
        const sc = await rental.scope(request);
        await recordGuestWrite(request, owner);
        await cart.add(owner, sc, request.body.vehicle_id, request.body.quantity, await tripDataOf(request.body));
        return view(request, owner);
      },
    );

    const updateBody = z.looseObject({
      ...guest,
      cart_id: id,
      quantity: num(z.number().int().min(1).max(RENTAL_LIMITS.maxQuantity)),
    });
    app.put(
      '/rental/user/cart/update-cart',
      { schema: { tags, summary: "A line's quantity (cart_id, quantity)", body: updateBody } },
      async (request) => {
        const owner = await requireOwner(request);
        await cart.updateQuantity(owner, await rental.scope(request), request.body.cart_id, request.body.quantity);
        return view(request, owner);
      },
    );

    const updateTripBody = z.looseObject({ ...guest, ...tripFields });
    app.put(
      '/rental/user/cart/update-user-data/:id',
      {
        schema: { tags, summary: "The cart's trip terms (id: user_data.id)", params: idParam, body: updateTripBody },
      },
      async (request) => {
        const owner = await requireOwner(request);
        await cart.updateTrip(owner, await rental.scope(request), request.params.id, await tripDataOf(request.body));
        return view(request, owner);
      },
    );

    app.delete(
      '/rental/user/cart/remove-vehicle/:id',
      { schema: { tags, summary: 'Remove one line', params: idParam, querystring: z.looseObject(guest) } },
      async (request) => {
        const owner = await requireOwner(request);
        await cart.remove(owner, [request.params.id]);
        return view(request, owner);
      },
    );

    app.delete(
      '/rental/user/cart/remove-cart',
      { schema: { tags, summary: 'Empty the rental cart', querystring: z.looseObject(guest) } },
      async (request): Promise<RentalCartJson> => {
        const owner = await requireOwner(request);
        await cart.remove(owner, null);
        return view(request, owner);
      },
    );

    app.delete(
      '/rental/user/cart/remove-multiple-cart',
      {
        schema: {
          tags,
          summary: 'Remove several lines (cart_ids)',
          querystring: z.looseObject({ ...guest, cart_ids: idList }),
        },
      },
      async (request) => {
        const owner = await requireOwner(request);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const ids = request.query.cart_ids ?? idList.parse(body.cart_ids);
        if (!ids?.length) throw unprocessable('cart_ids', M.cartLineNotFound);
        await cart.remove(owner, ids);
        return view(request, owner);
      },
    );

    app.get(
      '/rental/user/trip/summary',
      {
        schema: {
          tags,
          summary: "The trip's money for the cart as it is (the checkout's summary), with a coupon when given",
          querystring: z.looseObject({ ...guest, coupon_code: optional(z.string().trim().max(50)) }),
        },
      },
      async (request): Promise<TripSummaryJson> => {
        const owner = await requireOwner(request);
        const scope = await rental.scope(request);
        return trips.preview(owner, scope, request.ctx.locale, request.query.coupon_code || undefined);
      },
    );

    app.post(
      '/rental/user/trip/trip-booking',
      {
        schema: {
          tags,
          summary:
            'Book the cart as a trip: cash_payment, wallet or digital_payment (answers the payment page link); guests give contact_person_*',
          body: bookingBody,
        },
      },
      async (request): Promise<TripBookedJson> => {
        const owner = await requireOwner(request);
        const sc = await rental.scope(request);
        await recordGuestWrite(request, owner);
        const key = request.headers['idempotency-key'];
        const booked = await trips.book(
          owner,
          sc,
          request.body,
          request.ctx.locale,
          typeof key === 'string' && key.length <= 100 ? key : null,
        );
        return {
          message: ctx.t(request, M.tripBooked),
          trip_id: booked.trip_id,
          redirect_link: booked.redirect_link,
        };
      },
    );

    const listQuery = z.looseObject({
      ...guest,
      ...page(10),
      trip_status: optional(z.enum(['pending', 'confirmed', 'ongoing', 'completed', 'canceled', 'payment_failed'])),
    });
    app.get(
      '/rental/user/trip/get-trip-list/:type',
      {
        schema: {
          tags,
          summary: 'Trips: all, running or past; newest first',
          params: z.object({ type: z.enum(['all', 'running', 'ongoing', 'past', 'history']) }),
          querystring: listQuery,
        },
      },
      async (request): Promise<TripPageJson> => {
        const owner = await requireOwner(request);
        const fc = await ctx.catalog.formatContext(request);
        const q = request.query;
        return trips.list(owner, request.params.type, q.trip_status, q.limit, q.offset, fc);
      },
    );

    app.get(
      '/rental/user/trip/get-trip-details',
      {
        schema: { tags, summary: 'One trip with its vehicles', querystring: z.looseObject({ ...guest, trip_id: id }) },
      },
      async (request): Promise<TripDetailsJson> => {
        const owner = await requireOwner(request);
        const trip = await trips.findOwned(ctx.db, owner, request.query.trip_id);
        const [json] = await trips.format([trip], await ctx.catalog.formatContext(request), true);
        return { ...json, reviewed_vehicle_ids: await extras.reviewedVehicleIds(Number(trip.id)) };
      },
    );

    app.put(
      '/rental/user/trip/cancel-trip',
      {
        schema: {
          tags,
          summary: 'Cancel a pending trip with a reason',
          body: z.looseObject({
            ...guest,
            trip_id: id,
            reason: z.preprocess(blank, z.string({ error: M.cancelReason }).trim().min(1, M.cancelReason).max(255)),
          }),
        },
      },
      async (request): Promise<MessageJson> => {
        const owner = await requireOwner(request);
        await trips.cancel(owner, request.body.trip_id, request.body.reason);
        return { message: ctx.t(request, M.tripCanceled) };
      },
    );

    app.post(
      '/rental/user/trip/payment',
      {
        schema: {
          tags,
          summary: 'Pay an unpaid trip: wallet now, digital_payment through the payment page, or switch to cash',
          body: z.looseObject({
            ...guest,
            trip_id: id,
            payment_method: z.enum(['cash_payment', 'wallet', 'digital_payment'], { error: M.paymentMethod }),
          }),
        },
      },
      async (request) => {
        const owner = await requireOwner(request);
        return trips.pay(owner, request.body.trip_id, request.body.payment_method, request.ctx.locale);
      },
    );

    const wishTarget = z.looseObject({ ...guest, vehicle_id: optional(id), provider_id: optional(id) });
    const targetOf = (q: z.output<typeof wishTarget>, body: unknown) => {
      const b = wishTarget.safeParse(body ?? {});
      const t = q.vehicle_id || q.provider_id ? q : b.success ? b.data : q;
      if (Boolean(t.vehicle_id) === Boolean(t.provider_id)) throw unprocessable('vehicle_id', M.wishTarget);
      return t.vehicle_id
        ? ({ kind: 'vehicle', id: t.vehicle_id } as const)
        : ({ kind: 'provider', id: t.provider_id! } as const);
    };
    app.get(
      '/rental/user/wish-list',
      { schema: { tags, summary: 'Saved vehicles and providers', querystring: z.looseObject(guest) } },
      async (request) => {
        const owner = await requireOwner(request);
        const [sc, fc] = await Promise.all([rental.scope(request, true), ctx.catalog.formatContext(request)]);
        return extras.wishlist(owner, sc, fc);
      },
    );
    app.post(
      '/rental/user/wish-list/add',
      {
        schema: {
          tags,
          summary: 'Save a vehicle (vehicle_id) or provider (provider_id); 409 when saved',
          querystring: wishTarget,
        },
      },
      async (request): Promise<MessageJson> => {
        const owner = await requireOwner(request);
        await recordGuestWrite(request, owner);
        await extras.addWish(owner, await rental.scope(request), targetOf(request.query, request.body));
        return { message: ctx.t(request, M.wishAdded) };
      },
    );
    app.delete(
      '/rental/user/wish-list/remove',
      { schema: { tags, summary: 'Remove a saved vehicle or provider', querystring: wishTarget } },
      async (request): Promise<MessageJson> => {
        const owner = await requireOwner(request);
        await extras.removeWish(owner, targetOf(request.query, request.body));
        return { message: ctx.t(request, M.wishRemoved) };
      },
    );

    app.post(
      '/rental/user/review/add',
      {
        schema: {
          tags,
          summary: 'Review a vehicle of a completed trip (trip_id, vehicle_id, rating 1-5, comment)',
          body: z.looseObject({
            ...guest,
            trip_id: id,
            vehicle_id: id,
            rating: num(
              z.number({ error: M.reviewRating }).int(M.reviewRating).min(1, M.reviewRating).max(5, M.reviewRating),
            ),
            comment: optional(z.string().max(1000)),
          }),
        },
      },
      async (request): Promise<MessageJson> => {
        const owner = await requireOwner(request);
        const b = request.body;
        await extras.review(owner, b.trip_id, b.vehicle_id, b.rating, b.comment ?? '');
        return { message: ctx.t(request, M.reviewAdded) };
      },
    );
  };

/** rental/user/trip/trip-booking: the trip, and the payment page when a digital payment is due. */
export interface TripBookedJson {
  message: string;
  trip_id: number;
  redirect_link: string | null;
}
