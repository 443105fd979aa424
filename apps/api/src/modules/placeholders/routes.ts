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
  };
