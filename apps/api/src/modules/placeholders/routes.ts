/**
 * Lists that existing clients load for features Souq does not have yet
 * (decision 17): until the issue named beside each brings the real route,
 * they answer an empty list in the client's shape instead of a 404 the
 * client would toast on every page. Whoever adds the real route deletes its
 * entry here (Fastify refuses a route registered twice, so a forgotten one
 * fails every test at once). Each keeps the real route's "who may call".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireOwner } from '../../http/auth.ts';
import { page } from '../catalog/index.ts';

const paged = z.looseObject(page());
const empty = (query: { limit: number; offset: number }, list: string, extra: Record<string, unknown> = {}) => ({
  total_size: 0,
  limit: query.limit,
  offset: query.offset,
  [list]: [],
  ...extra,
});

export const placeholderRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = (summary: string) => ({ tags: ['not yet'], summary, querystring: paged });

    // Issue 18 (parcel delivery).
    app.get('/parcel-category', { schema: schema('Parcel categories (issue 18): none yet') }, async () => []);
    app.get(
      '/customer/order/parcel-instructions',
      { schema: schema('Parcel delivery instructions (issue 18): none yet') },
      async (request) => empty(request.query, 'data'),
    );

    // Issue 17 (car rental).
    app.get(
      '/rental/user/wish-list',
      { schema: schema('Saved vehicles and providers (issue 17): none yet') },
      async (request) => {
        await requireOwner(request);
        return { vehicles: [], providers: [] };
      },
    );
    app.get(
      '/rental/user/cart/get-cart',
      { schema: schema('The rental cart (issue 17): empty yet') },
      async (request) => {
        await requireOwner(request);
        return { carts: [], user_data: null };
      },
    );
    app.get(
      '/rental/user/trip/get-trip-list/:type',
      {
        schema: {
          ...schema('Trips (issue 17): none yet'),
          params: z.object({ type: z.string().max(50) }),
        },
      },
      async (request) => {
        await requireOwner(request);
        return empty(request.query, 'trips');
      },
    );
  };
