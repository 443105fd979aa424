/**
 * Issue 21: past capacity the server refuses at once (503, Retry-After, the
 * error envelope on the API) instead of queuing; the probes keep answering;
 * it takes requests again when the load drops. Driven over real sockets, with the
 * in-flight limit set low: requests whose bodies are still arriving are in
 * flight for as long as the test holds them.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, newGuestId, shopper } from '../../test/cart.ts';
import { catalogHeaders, demoIds, openStoresRoundTheClock } from '../../test/catalog.ts';
import { useApi } from '../../test/helper.ts';
import { eventually } from '../../test/second-instance.ts';

const LIMIT = 4;
const DEADLINE_MS = 1_000;
const api = useApi({ OVERLOAD_MAX_IN_FLIGHT: String(LIMIT), REQUEST_DEADLINE_MS: String(DEADLINE_MS) });
beforeAll(() => openStoresRoundTheClock(api));
let origin = '';
let port = 0;
const held: Socket[] = [];

beforeAll(async () => {
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
});
afterAll(() => held.forEach((socket) => socket.destroy()));

/** A POST whose headers arrived and whose body has not: the request stays in flight until the socket goes. */
async function holdRequest(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/v1/customer/cart/add HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"item_id":',
  );
  held.push(socket);
  return socket;
}

describe('overload (issue 21)', () => {
  it('past capacity answers 503 with Retry-After and the envelope at once, keeps the probes answering, and recovers', async () => {
    const sockets = await Promise.all(Array.from({ length: LIMIT }, holdRequest));
    await eventually(async () => {
      const refused = await fetch(`${origin}/api/v1/config`, { headers: { 'x-localization': 'ar' } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toEqual({
        errors: [{ code: 'server-busy', message: 'الخادم مشغول. يرجى المحاولة بعد لحظات.' }],
      });
    });
    // A page is refused the same way, in both languages.
    const page = await fetch(`${origin}/home`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('The server is busy.');
    // The probes of a load balancer are never refused.
    expect((await fetch(`${origin}/healthz`)).status).not.toBe(503);
    // In-process calls (the storefront's loaders for a page already accepted) pass.
    expect((await api.request('/api/v1/config')).status).toBe(200);

    // The load drops: the held clients give up, and the next request is answered.
    for (const socket of sockets) socket.destroy();
    await eventually(async () => expect((await fetch(`${origin}/api/v1/config`)).status).toBe(200));
  });
});

describe('requests past their deadline (issue 21)', () => {
  /** A guest adding the burger over the network, the request stamped by a proxy `ageMs` ago; the body sent in two parts `bodyMs` apart. */
  async function addStamped(ageMs: number, bodyMs = 0) {
    const ids = await demoIds(api);
    const guestId = await newGuestId(api);
    const headers = catalogHeaders([ids.zones.olaya], ids.modules.food);
    const body = JSON.stringify({
      guest_id: guestId,
      item_id: ids.item('classic-smash-burger-burger-yard'),
      variation: [{ name: 'Patty', values: { label: ['Single'] } }],
    });
    const socket = connect(port, '127.0.0.1');
    held.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
    });
    const head = [
      'POST /api/v1/customer/cart/add HTTP/1.1',
      'Host: localhost',
      'Connection: close',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `X-Request-Start: t=${((Date.now() - ageMs) / 1000).toFixed(3)}`,
    ].join('\r\n');
    socket.write(`${head}\r\n\r\n${body.slice(0, 10)}`);
    if (bodyMs) await new Promise((resolve) => setTimeout(resolve, bodyMs));
    socket.write(body.slice(10));
    const text = await answer;
    const lines = await shopper(api, { guestId }, headers).call('GET', CART.list);
    return { status: Number(text.split(' ')[1]), text, lines: lines.body as unknown[] };
  }

  it('a write that waited past its deadline before reaching the server is answered 503 and not applied', async () => {
    const late = await addStamped(DEADLINE_MS * 5);
    expect(late.status).toBe(503);
    expect(late.text).toMatch(/retry-after: 2/i);
    expect(late.text).toContain('"code":"server-busy"');
    expect(late.lines).toEqual([]);
  });

  it('the time a body takes to upload is the client’s, not a queue: a slow upload within the deadline is applied', async () => {
    const slow = await addStamped(DEADLINE_MS / 2, DEADLINE_MS);
    expect(slow.status).toBe(200);
    expect(slow.lines).toHaveLength(1);
  });
});
