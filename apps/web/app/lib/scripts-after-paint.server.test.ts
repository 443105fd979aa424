import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server.ts';

const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/storage/banner/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B8.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-CS.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/></head>' +
  '<body><p>مرحبا — صفحة</p><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<script src="/other.js" type="module"></script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  const stream = scriptsAfterPaint();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('scripts after the first paint (issue 16: the page paints before its scripts arrive)', () => {
  const expected = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="souq-modulepreload"').replace(
    ' type="module" async="">import',
    ' type="souq/module" async="">import',
  );

  it("holds back React Router's preloads and module script, and nothing else, whole or cut anywhere", async () => {
    const bytes = Buffer.from(PAGE);
    expect(expected).not.toBe(PAGE);
    expect(await through([bytes])).toBe(expected);
    // Cut at every byte (inside a pattern, inside an Arabic letter): the same page.
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `cut at ${at}`).toBe(expected);
    }
    // One byte at a time.
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('passes a document without them through unchanged', async () => {
    const page = '<html><head><title>x</title></head><body>y</body></html>';
    expect(await through([Buffer.from(page)])).toBe(page);
  });
});
