/**
 * GET /storage/<bucket>/<file>: uploaded files from the data folder, files
 * shipped with the API (assets/: the demo's videos), or a generated demo
 * image. Bucket paths may have two segments (store/cover). Files answer
 * byte ranges, which video players ask for (Safari plays nothing without).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { renderGeneratedImage } from './images.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Prescriptions (medical data) and refund photos: served only by their signed links (orders/order-files.ts). */
const PRIVATE_BUCKETS = new Set(['order', 'refund']);

const SHIPPED = fileURLToPath(new URL('./assets/', import.meta.url));

/** A file from disk, whole or the one byte range asked for ("bytes=start-end", "bytes=start-", "bytes=-suffix"). */
function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, size: number, maxAge: number) {
  reply
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('accept-ranges', 'bytes')
    .type(CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? '').trim());
  if (!range || (!range[1] && !range[2])) return reply.header('content-length', size).send(createReadStream(path));
  const start = range[1] ? Number(range[1]) : Math.max(size - Number(range[2]), 0);
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(createReadStream(path, { start, end }));
}

export const storageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const path = normalize((request.params as { '*': string })['*']).replace(/^(\.\.(\/|$))+/, '');
      const slash = path.lastIndexOf('/');
      const bucket = path.slice(0, slash);
      const file = path.slice(slash + 1);
      if (slash <= 0 || path.includes('..')) throw notFound('file', 'Page not found.');
      // Private files only through their signed links, even those an older version kept in the public uploads.
      if (PRIVATE_BUCKETS.has(bucket.split('/')[0].toLowerCase())) throw notFound('file', 'Page not found.');

      for (const [folder, maxAge] of [
        [join(ctx.env.DATA_DIR, 'uploads'), 86400],
        [SHIPPED, 604800],
      ] as const) {
        const candidate = join(folder, bucket, file);
        const info = await stat(candidate).catch(() => null);
        if (info?.isFile()) return sendFile(request, reply, candidate, info.size, maxAge);
      }
      const lang = (request.query as { lang?: unknown } | undefined)?.lang === 'ar' ? 'ar' : 'en';
      // A parcel category's picture is named by the parcel module, an item's or a category's by the catalog.
      const name =
        bucket === 'parcel_category'
          ? await ctx.parcel.pictureName(file, lang)
          : await ctx.catalog.pictureName(bucket, file, lang);
      const svg = renderGeneratedImage(bucket, file, name);
      if (!svg) throw notFound('file', 'Page not found.');
      return reply.header('cache-control', 'public, max-age=604800, immutable').type('image/svg+xml').send(svg);
    });
  };
