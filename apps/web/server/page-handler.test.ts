/**
 * Rule (issue 21): a page goes out in as few chunks as it is written in turns of the event loop —
 * each chunk is a compression flush, a message from a render thread and a socket write — while
 * what a page sends later (a Suspense boundary, deferred data) still goes out when it is written.
 */
import { brotliDecompressSync, constants } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { compressionFor, oneChunkPerTurn } from './page-handler.ts';

const html = new Response('', { headers: { 'content-type': 'text/html' } });

describe('oneChunkPerTurn', () => {
  it('sends what is written within one turn as one chunk, and a later turn as a chunk of its own', async () => {
    const stream = oneChunkPerTurn();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    for (const part of ['<html>', '<body>', 'shell']) stream.write(Buffer.from(part));
    await nextTurn();
    expect(chunks).toEqual(['<html><body>shell']);

    stream.write(Buffer.from('<script>late</script>'));
    stream.write(Buffer.from('</body></html>'));
    await nextTurn();
    expect(chunks).toEqual(['<html><body>shell', '<script>late</script></body></html>']);
  });

  it('ends with what it holds', async () => {
    const stream = oneChunkPerTurn();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write(Buffer.from('a'));
    stream.end(Buffer.from('b'));
    await ended;
    expect(chunks.join('')).toBe('ab');
  });

  it('before brotli, a page written in pieces is one flush that decompresses to the page', async () => {
    const compress = compressionFor('br', html)!;
    const batch = oneChunkPerTurn();
    batch.pipe(compress.stream);
    const out: Buffer[] = [];
    compress.stream.on('data', (chunk: Buffer) => out.push(chunk));
    const page = Array.from({ length: 70 }, (_, i) => `<div id="n${i}">${'x'.repeat(2000)}</div>`);
    for (const piece of page) batch.write(Buffer.from(piece));
    await nextTurn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(out).toHaveLength(1);
    expect(brotliDecompressSync(Buffer.concat(out), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()).toBe(
      page.join(''),
    );
  });
});
