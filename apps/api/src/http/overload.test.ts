/**
 * Issue 21: past capacity the server refuses at once (503, Retry-After, the
 * error envelope on the API) instead of queuing; the probes keep answering;
 * it takes requests again when the load drops. Driven over real sockets, with the
 * in-flight limit set low: requests whose bodies are still arriving are in
 * flight for as long as the test holds them.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../test/helper.ts';
import { eventually } from '../../test/second-instance.ts';

const LIMIT = 4;
const api = useApi({ OVERLOAD_MAX_IN_FLIGHT: String(LIMIT) });
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
