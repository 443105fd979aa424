/**
 * Rules (issue 13, items 13 and 15): the storefront accepts writes only from
 * its own pages, and never reads more of a body than an action may need.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, bodyLimitFor, isCrossSiteWrite, limitedBody } from './request-guards.ts';

const SITE = 'https://souq.example';

describe('writes come only from our own pages (CSRF)', () => {
  const write = (headers: Record<string, string>) => isCrossSiteWrite('POST', headers, SITE);

  it('accepts our origin, and the address the browser reached us under', () => {
    expect(write({ origin: SITE })).toBe(false);
    expect(write({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(false);
    expect(write({ 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('refuses Origin: null, even with a same-origin fetch-site claim', () => {
    expect(write({ origin: 'null' })).toBe(true);
    expect(write({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses other sites, same-site neighbours (another port, a sibling subdomain) and writes naming no origin', () => {
    expect(write({ origin: 'https://evil.test' })).toBe(true);
    expect(write({ origin: 'https://souq.example:8443', host: 'souq.example' })).toBe(true);
    expect(write({ origin: 'https://shop.souq.example' })).toBe(true);
    expect(write({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(write({})).toBe(true);
  });

  it('on https, refuses an http page under our own name (rewritten by someone on the network); loopback may', () => {
    expect(write({ origin: 'http://souq.example', host: 'souq.example' })).toBe(true);
    expect(write({ origin: 'http://www.souq.example', host: 'www.souq.example' })).toBe(true);
    expect(write({ origin: 'https://www.souq.example', host: 'www.souq.example' })).toBe(false);
    expect(write({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(false);
    // A store on plain http (a laptop, a LAN) is reached over http under any name.
    expect(
      isCrossSiteWrite(
        'POST',
        { origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' },
        'http://localhost:3000',
      ),
    ).toBe(false);
  });

  it('lets reads through', () => {
    expect(isCrossSiteWrite('GET', { origin: 'null' }, SITE)).toBe(false);
    expect(isCrossSiteWrite('HEAD', {}, SITE)).toBe(false);
  });
});

describe('an action body is cut off at its limit before it is read', () => {
  const read = async (body: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).length;
  };

  it('uploads may carry three 2 MB images, everything else far less', () => {
    expect(bodyLimitFor('multipart/form-data; boundary=x')).toBe(BODY_LIMITS.upload);
    expect(BODY_LIMITS.upload).toBeGreaterThan(3 * 2 * 1024 * 1024);
    expect(bodyLimitFor('application/x-www-form-urlencoded')).toBe(BODY_LIMITS.other);
    expect(bodyLimitFor(undefined)).toBe(BODY_LIMITS.other);
  });

  it('passes a body within the limit whole', async () => {
    let exceeded = false;
    const body = limitedBody(Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), {}, 1000, () => (exceeded = true));
    expect(await read(body)).toBe(1000);
    expect(exceeded).toBe(false);
  });

  it('fails a body that declares more without reading a byte', async () => {
    let pulled = 0;
    const source = new Readable({
      read() {
        pulled++;
        this.push(Buffer.alloc(10));
      },
    });
    let exceeded = false;
    const body = limitedBody(source, { 'content-length': '300000000' }, 1000, () => (exceeded = true));
    await expect(read(body)).rejects.toMatchObject({ name: 'BodyTooLargeError' });
    expect(exceeded).toBe(true);
    expect(pulled).toBe(0);
  });

  it('fails a chunked body as soon as it passes the limit, and leaves the rest unread', async () => {
    let produced = 0;
    const source = new Readable({
      read() {
        produced += 100;
        this.push(Buffer.alloc(100));
      },
    });
    const body = limitedBody(source, {}, 1000, () => {});
    await expect(read(body)).rejects.toMatchObject({ name: 'BodyTooLargeError' });
    // Node reads ahead a little (its buffer), never the whole of an endless body.
    expect(produced).toBeLessThan(1000 + 64 * 1024);
    expect(source.destroyed).toBe(false);
  });
});
