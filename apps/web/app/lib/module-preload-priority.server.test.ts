import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server.ts';

const HEAD =
  '<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/storage/banner/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B8.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-CS.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/></head>';
const BODY =
  '<body><p>مرحبا — a page that mentions <link rel="modulepreload" href="/x.js"/> in its body</p></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityModulePreloads();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('module preloads at low priority (issue 16: the page paints before its scripts arrive)', () => {
  const expected = HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY;

  it('marks every module preload of the head, and nothing else, whole or cut anywhere', async () => {
    const bytes = Buffer.from(HEAD + BODY);
    expect(await through([bytes])).toBe(expected);
    // Cut at every byte (inside a pattern, inside an Arabic letter, inside </head>): the same page.
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `cut at ${at}`).toBe(expected);
    }
    // One byte at a time.
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('passes a document without module preloads through unchanged', async () => {
    const page = '<html><head><title>x</title></head><body>y</body></html>';
    expect(await through([Buffer.from(page)])).toBe(page);
  });
});
