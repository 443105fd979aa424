/**
 * The page's scripts load after its first paint (issue 16, decision 14).
 *
 * A storefront page is rendered on the server and is whole without any script: scripts only make
 * it interactive. React Router's `<Scripts>` lists every chunk of the page as
 * `<link rel="modulepreload">` (which React hoists into `<head>`, ahead of the stylesheet) and
 * imports them from an inline module script, so a phone on a slow network spent its first
 * 80–100 kB on script while the document's stylesheet and pictures waited, and painted later
 * (Lighthouse's simulation counts every script fetched before a paint as holding it back).
 *
 * `<Scripts>` takes no attributes for these elements, so the document is rewritten as it streams:
 * the preloads become inert (`rel="souq-modulepreload"`) and the module script too
 * (`type="souq/module"`); `SCRIPTS_AFTER_PAINT` (./scripts-after-paint.ts), an inline script the layout renders after
 * `<Scripts>`, turns them back on once the page has painted. The browser then fetches the chunks
 * in parallel (the preloads) and runs the module script as React Router wrote it.
 */
import { Transform, type TransformOptions } from 'node:stream';

/** What is rewritten, everywhere in the document: React Router's tags, which nothing else writes. */
const REWRITES: readonly (readonly [Buffer, Buffer])[] = [
  [Buffer.from('<link rel="modulepreload"'), Buffer.from('<link rel="souq-modulepreload"')],
  [Buffer.from(' type="module" async="">'), Buffer.from(' type="souq/module" async="">')],
];
/** Bytes kept back at most at a chunk's end: a pattern cut one byte short of its end. */
const LONGEST_CUT = Math.max(...REWRITES.map(([from]) => from.length)) - 1;

/** A stream that passes an HTML document through with React Router's scripts held until after its first paint. */
export function scriptsAfterPaint(options: Pick<TransformOptions, 'final'> = {}): Transform {
  // The end of the last chunk while it may be the start of a pattern the chunk boundary cut.
  let held = Buffer.alloc(0);
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const ready = bytes.length - partialPatternAtEnd(bytes);
      held = Buffer.from(bytes.subarray(ready));
      callback(null, rewritten(bytes.subarray(0, ready)));
    },
    flush(callback) {
      callback(null, held.length ? held : undefined);
    },
  });
}

function rewritten(bytes: Buffer): Buffer {
  let out = bytes;
  for (const [from, to] of REWRITES) out = replaceAll(out, from, to);
  return out;
}

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, copied)) {
    parts.push(bytes.subarray(copied, at), to);
    copied = at + from.length;
  }
  if (!parts.length) return bytes;
  parts.push(bytes.subarray(copied));
  return Buffer.concat(parts);
}

/** How many bytes at the end could begin a pattern (and so must wait for the next chunk). */
function partialPatternAtEnd(bytes: Buffer): number {
  for (let length = Math.min(bytes.length, LONGEST_CUT); length > 0; length--) {
    const tail = bytes.subarray(bytes.length - length);
    if (REWRITES.some(([from]) => from.subarray(0, length).equals(tail))) return length;
  }
  return 0;
}
