/**
 * GET /storage/<bucket>/<file>: uploaded files from the data folder, or a
 * generated demo image. Bucket paths may have two segments (store/cover).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { renderGeneratedImage } from './images.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export const storageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const path = normalize((request.params as { '*': string })['*']).replace(/^(\.\.(\/|$))+/, '');
      const slash = path.lastIndexOf('/');
      const bucket = path.slice(0, slash);
      const file = path.slice(slash + 1);
      if (slash <= 0 || path.includes('..')) throw notFound('file', 'Page not found.');

      const uploaded = join(ctx.env.DATA_DIR, 'uploads', bucket, file);
      const info = await stat(uploaded).catch(() => null);
      if (info?.isFile()) {
        reply
          .header('cache-control', 'public, max-age=86400')
          .type(CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
        return reply.send(createReadStream(uploaded));
      }
      const svg = renderGeneratedImage(bucket, file);
      if (!svg) throw notFound('file', 'Page not found.');
      return reply.header('cache-control', 'public, max-age=604800, immutable').type('image/svg+xml').send(svg);
    });
  };
