/**
 * The document's module preloads, fetched at low priority (issue 16).
 *
 * React Router's `<Scripts>` lists every chunk of the page as
 * `<link rel="modulepreload">`, and React hoists them into `<head>`, ahead of
 * the stylesheet. Chrome fetches module preloads at high priority, so on a slow
 * phone the page's 80–100 kB of script competes with the document's own CSS and
 * pictures — for nothing: the page is rendered on the server and paints without
 * any script; scripts only make it interactive after. (Lighthouse's simulation
 * counts every high-priority script fetched before first paint as blocking it.)
 *
 * `<Scripts>` takes no attributes for these links, so the head is rewritten as it
 * streams: each modulepreload gets `fetchpriority="low"`. Only the head is read;
 * the rest of the page passes through untouched.
 */
import { Transform, type TransformOptions } from 'node:stream';

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from('</head>');

/** A stream that passes an HTML document through with its head's module preloads at low priority. */
export function lowPriorityModulePreloads(options: Pick<TransformOptions, 'final'> = {}): Transform {
  // The end of the last chunk while it may be the start of a pattern the chunk boundary cut.
  let held = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        held = Buffer.alloc(0);
        return callback(null, Buffer.concat([withLowPriority(bytes.subarray(0, headEnd)), bytes.subarray(headEnd)]));
      }
      const ready = bytes.length - partialPatternAtEnd(bytes);
      held = Buffer.from(bytes.subarray(ready));
      callback(null, withLowPriority(bytes.subarray(0, ready)));
    },
    flush(callback) {
      callback(null, held.length ? held : undefined);
    },
  });
}

/** The document with ` fetchpriority="low"` after each `<link rel="modulepreload"`. */
function withLowPriority(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = bytes.indexOf(MODULE_PRELOAD); at !== -1; at = bytes.indexOf(MODULE_PRELOAD, copied)) {
    const after = at + MODULE_PRELOAD.length;
    parts.push(bytes.subarray(copied, after), LOW_PRIORITY);
    copied = after;
  }
  if (!parts.length) return bytes;
  parts.push(bytes.subarray(copied));
  return Buffer.concat(parts);
}

/** How many bytes at the end could begin either pattern (and so must wait for the next chunk). */
function partialPatternAtEnd(bytes: Buffer): number {
  for (let length = Math.min(bytes.length, MODULE_PRELOAD.length - 1); length > 0; length--) {
    const tail = bytes.subarray(bytes.length - length);
    if (startsWith(MODULE_PRELOAD, tail) || startsWith(HEAD_END, tail)) return length;
  }
  return 0;
}

function startsWith(pattern: Buffer, bytes: Buffer): boolean {
  return bytes.length <= pattern.length && pattern.subarray(0, bytes.length).equals(bytes);
}
