/**
 * Issue 6, after placement: reading orders at 20 concurrent connections
 * next to a bare route answering the same bytes (track, running orders,
 * details of a guest with a dozen orders), and live updates: how long a
 * status change takes to reach 200 open Server-Sent Events streams (spread
 * over the guest's orders, at most 20 per order), from the operator's request
 * to each stream's event.
 * No budget is set for these routes; the ratios are the numbers to watch.
 */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { jsonClient, startBenchServer } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';
import { buyNowOrder, openFoodLine } from './orders.ts';

const CONNECTIONS = 20;
const ORDERS = 12;
const FOLLOWERS = 200;
const OPERATOR_TOKEN = 'bench-operator-token-0001';

export async function orderLife({ databaseUrl, durationMs, label }: SuiteContext) {
  // The server inherits these: orders move only when the bench moves them.
  process.env.ORDER_SIMULATOR_SECONDS = '0';
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  const server = await startBenchServer({ targets: [], databaseUrl });
  try {
    const base = { 'x-localization': 'en', 'content-type': 'application/json' };
    const api = jsonClient(server.apiOrigin, base);
    const guest = (await api('/api/v1/auth/guest/request', { method: 'POST', body: '{}' })).guest_id as string;
    const { store, item, headers } = await openFoodLine(api, base, guest);
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const body = buyNowOrder(guest, store, item);
      ids.push(
        (
          await api('/api/v1/customer/order/place', {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': `life-${i}` },
            body,
          })
        ).order_id,
      );
    }
    const orderId = ids[ids.length - 1];
    const get = { connections: CONNECTIONS, durationMs };
    const row = async (name: string, url: string): Promise<Row> => ({
      name,
      bare: await runLoad(server.bareOrigin, await server.mirror({ url, headers }), { ...get, headers }),
      target: await runLoad(server.apiOrigin, url, { ...get, headers }),
    });
    const rows = [
      await row(
        'GET /api/v1/customer/order/track (guest)',
        `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guest}`,
      ),
      await row(
        `GET /api/v1/customer/order/running-orders (${ORDERS} orders, page of 10)`,
        `/api/v1/customer/order/running-orders?limit=10&offset=1&guest_id=${guest}`,
      ),
      await row(
        'GET /api/v1/customer/order/details',
        `/api/v1/customer/order/details?order_id=${orderId}&guest_id=${guest}`,
      ),
    ];
    printTable(`Orders after placement, ${CONNECTIONS} connections, ${label}`, rows);
    console.log(
      `\nLive updates, ${label}: ${FOLLOWERS} streams over the guest's ${ORDERS + 1} orders, time from the status change to each stream's event`,
    );
    console.log(await fanOut(server.apiOrigin, guest));
  } finally {
    await server.stop();
  }
}

/**
 * Opens FOLLOWERS streams spread over the guest's orders (an order takes at
 * most 20), moves every order at once, and times each stream's event.
 */
async function fanOut(origin: string, guest: string): Promise<string> {
  const running = await fetch(
    `${origin}/api/v1/customer/order/running-orders?limit=100&offset=1&guest_id=${guest}`,
  ).then((r) => r.json());
  const orders: number[] = running.orders.map((o: { id: number }) => o.id);
  const perOrder = Math.min(20, Math.ceil(FOLLOWERS / orders.length));
  const streams: { orderId: number; got: Promise<number>; abort: AbortController }[] = [];
  for (const orderId of orders) {
    for (let i = 0; i < perOrder && streams.length < FOLLOWERS; i++) {
      const abort = new AbortController();
      const response = await fetch(`${origin}/api/v1/customer/order/events?order_id=${orderId}&guest_id=${guest}`, {
        signal: abort.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = 0;
      const got = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          seen += (value.match(/event: status/g) ?? []).length;
          // The first event is the status now; the second is the change.
          if (seen >= 2) return performance.now();
        }
      })();
      got.catch(() => {});
      streams.push({ orderId, got, abort });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = new Map<number, number>();
  await Promise.all(
    [...new Set(streams.map((s) => s.orderId))].map(async (orderId) => {
      started.set(orderId, performance.now());
      const r = await fetch(`${origin}/api/v1/operator/orders/${orderId}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
        body: JSON.stringify({ status: 'confirmed' }),
      });
      if (!r.ok) throw new Error(`operator answered ${r.status}`);
    }),
  );
  const delays = (await Promise.all(streams.map(async (s) => (await s.got) - started.get(s.orderId)!))).sort(
    (a, b) => a - b,
  );
  for (const s of streams) s.abort.abort();
  const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))].toFixed(1);
  return `| streams | orders moved | p50 ms | p95 ms | max ms |\n|---:|---:|---:|---:|---:|\n| ${delays.length} | ${started.size} | ${at(0.5)} | ${at(0.95)} | ${delays[delays.length - 1].toFixed(1)} |`;
}
