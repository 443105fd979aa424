/**
 * /api/v1/customer/wish-list: saved items and stores of a signed-in
 * customer (guests get 401 'You are not logged in', spec §6). The target is
 * item_id or store_id, in the query (as 6amMart clients send it) or the body.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { unprocessable } from '../../http/errors.ts';
import { id, optional } from '../catalog/index.ts';
import { WISHLIST_MESSAGES } from './messages.ts';
import type { WishlistTarget } from './service.ts';
import type { MessageJson } from '../../http/reply.ts';

const tags = ['wishlist'];
const target = z.looseObject({ item_id: optional(id), store_id: optional(id) });
const message = { 200: z.object({ message: z.string() }) };

/** Exactly one of item_id and store_id, from the query or else the body. */
function targetOf(request: FastifyRequest): WishlistTarget {
  const fromQuery = target.parse(request.query ?? {});
  const fromBody = target.safeParse(request.body ?? {});
  const ids = fromQuery.item_id || fromQuery.store_id ? fromQuery : fromBody.success ? fromBody.data : {};
  if (Boolean(ids.item_id) === Boolean(ids.store_id)) throw unprocessable('item_id', WISHLIST_MESSAGES.oneTarget);
  return ids.item_id ? { kind: 'item', id: ids.item_id } : { kind: 'store', id: ids.store_id! };
}

export const wishlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/wish-list',
      {
        schema: {
          tags,
          summary:
            'Saved items and stores, newest first, of stores in the zoneId zones (and the moduleId module when sent)',
          response: {
            200: z.object({
              item: z.array(z.looseObject({ id: z.number() })),
              store: z.array(z.looseObject({ id: z.number() })),
            }),
          },
        },
      },
      async (request) => {
        const session = await requireCustomer(request);
        const scope = await ctx.catalog.scope(request, { zone: 'required', module: 'optional' });
        return ctx.wishlist.list(session.userId, scope.storeIds, request.ctx.locale, request.ctx.location);
      },
    );

    app.post(
      '/customer/wish-list/add',
      {
        schema: {
          tags,
          summary: 'Save an item (item_id) or a store (store_id); 409 when already saved',
          querystring: target,
          response: message,
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        await ctx.wishlist.add(session.userId, targetOf(request));
        return { message: ctx.t(request, WISHLIST_MESSAGES.added) };
      },
    );

    app.delete(
      '/customer/wish-list/remove',
      {
        schema: {
          tags,
          summary: 'Remove a saved item (item_id) or store (store_id)',
          querystring: target,
          response: message,
        },
      },
      async (request): Promise<MessageJson> => {
        const session = await requireCustomer(request);
        await ctx.wishlist.remove(session.userId, targetOf(request));
        return { message: ctx.t(request, WISHLIST_MESSAGES.removed) };
      },
    );
  };
