/**
 * The built client (build/client) held in memory with gzip and brotli
 * copies made once at start: hashed assets are served with a year of
 * caching, everything else must revalidate.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
        continue;
      }
      const ext = extname(name);
      const body = readFileSync(path);
      const url = `/${relative(root, path).split(sep).join('/')}`;
      const compress = COMPRESSIBLE.has(ext) && body.length > 512;
      files.set(url, {
        body,
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: url.startsWith('/assets/'),
        gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
        br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
      });
    }
  };
  walk(root);
  return files;
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accept = acceptEncoding ?? '';
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
