/**
 * Rule (issue 13, item 1): no request can end the server, and nothing a
 * client sends is answered with a 5xx. Every storefront route (pages and
 * /resources/*, read from routes.ts so new routes join by themselves) gets
 * refused and malformed requests — hostile ids, damaged cookies, bodies of
 * the wrong kind, broken multipart — then raw malformed HTTP; after each
 * round the server must still answer. Not a browser journey: plain HTTP
 * against the journeys' real server.
 */
import { connect } from 'node:net';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes.ts';
import { expect, test } from './fixtures.ts';

const HOSTILE_IDS = ['0', '2147483648', '99999999999999999999', 'constructor', '__proto__', '%00', '1e3'];
const HOSTILE_QUERY =
  'page=constructor&id=2147483648&type=__proto__&order_id=toString&item=%00&q=%ED%A0%80&redirectTo=%2F%0D%0Ax';
const HOSTILE_COOKIES = [
  'souq_token=bogus; souq_guest=not-a-guest; souq_zones=%5B2147483648%5D; souq_module=99999999999',
  'souq_location=%7B%22lat%22%3A1e999%7D; souq_lang=__proto__; souq_flash=%7B%22key%22%3A%22constructor%22%7D; constructor=1',
  'souq_track=%7B%22id%22%3A%22toString%22%7D; souq_buy_now=%5B%5D; souq_guest_address=null; __proto__=x',
];
const BODIES: { type?: string; body: string }[] = [
  { body: '' },
  { type: 'application/json', body: '{"intent":' },
  { type: 'application/x-www-form-urlencoded', body: 'intent=constructor&id=2147483648&name=a%00b&q=%ED%A0%80' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--y' },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'text/plain', body: '__proto__' },
];

/** Every path in routes.ts, `:param` filled with `id`. */
function paths(entries: RouteConfigEntry[], id: string, prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || '/' : entry.path ? `${prefix}/${entry.path.replace(/:\w+/g, id)}` : prefix;
    const own = entry.path === '*' ? [`${prefix}/no-such-page`] : entry.path || entry.index ? [path] : [];
    return [...own, ...paths(entry.children ?? [], id, entry.path ? path : prefix)];
  });
}

const ALL = [...new Set(paths(routes, '1'))];
const WITH_IDS = ALL.filter((p) => /\/1(\/|$)/.test(p));

test.describe('no request ends the server', () => {
  test.describe.configure({ timeout: 180_000 });

  test('refused and malformed requests to every page and resource route: never a 5xx, the server still answers', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const send = (method: string, path: string, init: { cookie?: string; type?: string; body?: string } = {}) =>
      fetch(`${origin}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          origin,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.type ? { 'content-type': init.type } : {}),
        },
        body: init.body,
      }).then(async (response) => ({ method, path, status: response.status, text: await response.text() }));

    const requests: (() => ReturnType<typeof send>)[] = [];
    ALL.forEach((path, i) => {
      const cookie = HOSTILE_COOKIES[i % HOSTILE_COOKIES.length];
      requests.push(() => send('GET', `${path}?${HOSTILE_QUERY}`, { cookie }));
      // Pages mostly have no action (405); the resource routes are where forms are read.
      const bodies = path.startsWith('/resources/') ? BODIES : BODIES.slice(2, 4);
      for (const body of bodies) requests.push(() => send('POST', path, { ...body, cookie }));
    });
    for (const path of WITH_IDS)
      for (const id of HOSTILE_IDS) {
        const hostile = path.replace(/\/1(\/|$)/, `/${id}$1`);
        requests.push(() => send('GET', hostile));
        requests.push(() => send('POST', hostile, BODIES[2]));
      }

    const answers = await inParallel(requests, 4);
    const failures = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.method} ${a.path}`);
    expect(failures).toEqual([]);
    expect((await fetch(`${origin}/api/v1/config`)).status).toBe(200);
  });

  test('a refused live-order stream, opened and dropped again and again, ends nothing', async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${origin}/resources/orders/${i + 1}/events`, {
        headers: { accept: 'text/event-stream' },
      });
      expect(response.status).toBe(401);
      await response.body?.cancel();
    }
    // Visitors who leave a compressed page halfway.
    for (let i = 0; i < 10; i++) {
      const controller = new AbortController();
      const response = await fetch(`${origin}/home`, {
        headers: { 'accept-encoding': i % 2 ? 'gzip' : 'br' },
        signal: controller.signal,
      });
      controller.abort();
      await response.body?.cancel().catch(() => {});
    }
    expect((await fetch(`${origin}/api/v1/config`)).status).toBe(200);
  });

  test('malformed HTTP gets a 4xx or a closed connection, and the server still answers', async ({ baseURL }) => {
    const { hostname, port, origin } = new URL(baseURL!);
    const raw = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      'GET /api/v1/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /resources/cart HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /resources/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /\x00 HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (const request of raw) {
      const answer = await rawExchange(hostname, Number(port), request);
      const status = Number(answer.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);
      expect(
        status === 0 || (status >= 400 && status < 500),
        `${JSON.stringify(request.slice(0, 40))} → ${status}`,
      ).toBe(true);
    }
    expect((await fetch(`${origin}/api/v1/config`)).status).toBe(200);
  });
});

async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/** Writes bytes on a fresh connection and reads until the server closes it or answers. */
function rawExchange(host: string, port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(10_000, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n/.test(answer)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request, 'latin1');
  });
}
