/**
 * An order's private files (issue 13, item 11; decision 21): prescription
 * images (medical data) and the photos of a refund request (the customer's
 * home, their receipt). Kept outside the public uploads
 * (DATA_DIR/private/order, DATA_DIR/private/refund), never served by
 * /storage, and handed out only as signed, short-lived links in the answers
 * that show an order to whoever may see it — its owner (or, for a guest,
 * whoever proves the order's phone) and the operator. A link names one file
 * of one order and its kind; it answers `Cache-Control: private, no-store`.
 *
 * The link carries its proof instead of needing the caller's token because
 * the existing mobile clients load `order_attachment_full_url` and the
 * refund's `image_full_url` as plain image URLs, without headers.
 *
 *   GET /api/v1/customer/order/attachment/{order_id}/{name}?token=…
 *   GET /api/v1/customer/order/refund-image/{order_id}/{name}?token=…
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
export const REFUND_BUCKET = 'refund';
const SECRET = 'order-files';

/**
 * The kinds of private file: where each is kept, the path its links use, and what a link signs
 * (a prescription's link signs `order/name`, as it did before refund photos joined, so links keep working).
 */
const KINDS = {
  attachment: {
    bucket: ORDER_FILES_BUCKET,
    path: 'attachment',
    signs: (orderId: number, name: string) => `${orderId}/${name}`,
  },
  refundImage: {
    bucket: REFUND_BUCKET,
    path: 'refund-image',
    signs: (orderId: number, name: string) => `${REFUND_BUCKET}/${orderId}/${name}`,
  },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
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

/** Signs links to an order's private files, one function per kind; load once per answer (the key is read from the database). */
export async function orderFileLinks(db: Queryable, publicUrl: string, now = Date.now()) {
  const key = await serverSecret(db, SECRET);
  const expiresAt = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const link = (kind: Kind) => (orderId: number, name: string) =>
    `${publicUrl}/api/v1/customer/order/${kind.path}/${orderId}/${encodeURIComponent(name)}?token=${signWith(
      key,
      SECRET,
      kind.signs(orderId, name),
      expiresAt,
    )}`;
  return { attachment: link(KINDS.attachment), refundImage: link(KINDS.refundImage) };
}

/** The file a valid link names, on disk: the private folder, or where files were kept before (public uploads). */
async function linkedFile(
  db: Queryable,
  dataDir: string,
  kind: Kind,
  orderId: number,
  name: string,
  token: unknown,
): Promise<{ path: string; size: number } | null> {
  if (!FILE_NAME.test(name)) return null;
  if (verifyWith(await serverSecret(db, SECRET), SECRET, token) !== kind.signs(orderId, name)) return null;
  for (const folder of [privateUploads(dataDir, kind.bucket), publicUploads(dataDir, kind.bucket)]) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, size: info.size };
  }
  return null;
}

export const orderFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const summaries = {
      attachment: "A prescription image of an order, by the signed link in the order's order_attachment_full_url",
      refundImage: "A photo of an order's refund request, by the signed link in the refund's image_full_url",
    };
    for (const [id, kind] of Object.entries(KINDS) as [keyof typeof KINDS, Kind][]) {
      app.get(
        `/customer/order/${kind.path}/:order_id/:name`,
        {
          schema: {
            tags: ['order'],
            summary: summaries[id],
            params: z.object({
              order_id: num(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
              name: z.string().max(100),
            }),
            querystring: z.object({ token: z.string().max(2048).optional() }),
          },
        },
        async (request, reply) => {
          const { order_id, name } = request.params;
          const file = await linkedFile(ctx.db, ctx.env.DATA_DIR, kind, order_id, name, request.query.token);
          // The same answer for a wrong token and a missing file: a link proves nothing it was not signed for.
          if (!file) throw new AppError(404, 'file', LIFECYCLE_MESSAGES.fileNotFound);
          return reply
            .header('cache-control', 'private, no-store')
            .header('content-length', file.size)
            .type(TYPES.get(extname(name).toLowerCase()) ?? 'application/octet-stream')
            .send(createReadStream(file.path));
        },
      );
    }
  };
