/**
 * Prescription images (issue 13, item 11; decision 21). They are medical
 * data: kept outside the public uploads (DATA_DIR/private/order), never
 * served by /storage, and handed out only as signed, short-lived links in the
 * answers that show an order to whoever may see it — its owner (or, for a
 * guest, whoever proves the order's phone) and the operator. A link names
 * one file of one order; it answers `Cache-Control: private, no-store`.
 *
 * The link carries its proof instead of needing the caller's token because
 * the existing mobile clients load `order_attachment_full_url` as a plain
 * image URL, without headers.
 *
 *   GET /api/v1/customer/order/attachment/{order_id}/{name}?token=…
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { num } from '../../http/schemas.ts';
import type { Queryable } from '@souq/db';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { privateUploads, publicUploads } from '../../http/uploads.ts';
import { serverSecret, signWith, verifyWith } from '../../lib/secrets.ts';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';

export const ORDER_FILES_BUCKET = 'order';
const SECRET = 'order-files';
/**
 * Links last at least an hour and at most two: the expiry is rounded up to
 * the hour, so an order read twice in a row gives the same URL (clients can
 * reuse the image they loaded) and a link copied out stops working soon.
 */
const HOUR_MS = 3_600_000;
/** What the checkout writes (a UUID and the extension the bytes proved). */
const FILE_NAME = /^[A-Za-z0-9_-]{1,80}\.(png|jpg|jpeg|gif)$/;
const TYPES = new Map([
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.gif', 'image/gif'],
]);

/** Signs links to an order's prescription images; load once per answer (the key is read from the database). */
export async function orderFileLinks(db: Queryable, publicUrl: string, now = Date.now()) {
  const key = await serverSecret(db, SECRET);
  const expiresAt = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  return (orderId: number, name: string): string =>
    `${publicUrl}/api/v1/customer/order/attachment/${orderId}/${encodeURIComponent(name)}?token=${signWith(
      key,
      SECRET,
      `${orderId}/${name}`,
      expiresAt,
    )}`;
}

/** The file a valid link names, on disk: the private folder, or where files were kept before (public uploads). */
async function linkedFile(
  db: Queryable,
  dataDir: string,
  orderId: number,
  name: string,
  token: unknown,
): Promise<{ path: string; size: number } | null> {
  if (!FILE_NAME.test(name)) return null;
  if (verifyWith(await serverSecret(db, SECRET), SECRET, token) !== `${orderId}/${name}`) return null;
  for (const folder of [privateUploads(dataDir, ORDER_FILES_BUCKET), publicUploads(dataDir, ORDER_FILES_BUCKET)]) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, size: info.size };
  }
  return null;
}

export const orderFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/order/attachment/:order_id/:name',
      {
        schema: {
          tags: ['order'],
          summary: "A prescription image of an order, by the signed link in the order's order_attachment_full_url",
          params: z.object({
            order_id: num(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
            name: z.string().max(100),
          }),
          querystring: z.object({ token: z.string().max(2048).optional() }),
        },
      },
      async (request, reply) => {
        const { order_id, name } = request.params;
        const file = await linkedFile(ctx.db, ctx.env.DATA_DIR, order_id, name, request.query.token);
        // The same answer for a wrong token and a missing file: a link proves nothing it was not signed for.
        if (!file) throw new AppError(404, 'file', LIFECYCLE_MESSAGES.fileNotFound);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-length', file.size)
          .type(TYPES.get(extname(name).toLowerCase()) ?? 'application/octet-stream')
          .send(createReadStream(file.path));
      },
    );
  };
