/**
 * Rule (issue 13, "keep it found"): nothing a stranger sends makes the API
 * fail. Every route of the OpenAPI document is called with hostile path,
 * query, header and body values — anonymously, with a customer's token and
 * with a guest id — a few thousand requests from a fixed seed; the operator
 * routes (their own document) with the operator token and with a wrong one.
 * No answer is a 5xx, every 4xx carries {errors:[{code,message}]}, and a
 * refused write changes no row count or sum (orders, carts, stock, wallets,
 * points, ...). The event streams are opened over a real socket with the same
 * values, read or dropped at once, and the server answers afterwards.
 */
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomIp } from '../../test/accounts.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts.ts';
import { catalogHeaders, demoIds } from '../../test/catalog.ts';
import {
  asHeaderText,
  asQueryText,
  encodeUrlPart,
  operationsOf,
  seeded,
  value,
  type Operation,
  type Random,
} from '../../test/fuzz.ts';
import { useApi } from '../../test/helper.ts';

const OPERATOR_TOKEN = 'operator-token-for-the-fuzz-suite';
const api = useApi({ OPERATOR_TOKEN });
const SEED = Number(process.env.SOUQ_FUZZ_SEED ?? 13_2026);
const ROUNDS = Number(process.env.SOUQ_FUZZ_ROUNDS ?? 3);

/** What a refused write must leave as it was. */
const LEDGER = `select
  (select count(*) from orders) as orders, (select count(*) from order_payments) as payments,
  (select count(*) from carts) as carts, (select coalesce(sum(quantity), 0) from carts) as cart_units,
  (select coalesce(sum(stock), 0) from items) as stock,
  (select coalesce(sum(sold), 0) from flash_sale_items) as flash_sold,
  (select coalesce(sum(wallet_balance), 0)::text from users) as wallets,
  (select coalesce(sum(loyalty_point), 0) from users) as points,
  (select count(*) from users) as users, (select count(*) from wallet_transactions) as wallet_rows,
  (select count(*) from customer_addresses) as addresses, (select count(*) from wishlists) as wishlists,
  (select count(*) from coupon_uses) as coupon_uses, (select count(*) from reviews) as reviews,
  (select count(*) from messages) as messages,
  (select count(*) from trips) as trips, (select count(*) from trip_vehicle_identities) as trip_plates,
  (select count(*) from rental_carts) as rental_carts, (select coalesce(sum(quantity), 0) from rental_carts) as rental_units,
  (select count(*) from rental_wishlists) as rental_wishlists, (select count(*) from vehicle_reviews) as vehicle_reviews`;

interface Identity {
  name: string;
  headers: Record<string, string>;
  guestId?: string;
}

let identities: Identity[];
/** The operator routes are called by the operator, and by a customer whose token is not the operator's. */
let operatorCallers: Identity[];
/** The customer API's document and the operator's (served apart, behind the token). */
let documents: { customer: never; operator: never };
let scope: Record<string, string>;
/** Rental routes need a rental moduleId to get past their first check. */
let rentalScope: Record<string, string>;

beforeAll(async () => {
  const ids = await demoIds(api);
  scope = catalogHeaders([ids.zones.olaya], ids.modules.food);
  const [rental] = await api.database.db.query<{ id: number }>(`select id from modules where module_type = 'rental'`);
  rentalScope = catalogHeaders([ids.zones.olaya], rental.id);
  const customer = await accountsClient(api).signUp();
  const guest = await api.request({ method: 'POST', url: '/api/v1/auth/guest/request', payload: {} });
  identities = [
    { name: 'anonymous', headers: {} },
    { name: 'customer', headers: { authorization: `Bearer ${customer.token}` } },
    { name: 'guest', headers: {}, guestId: guest.body.guest_id },
  ];
  const operator = { name: 'operator', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } };
  operatorCallers = [operator, identities[1]!];
  const operatorDoc = await api.request({ url: '/api/docs/operator.json', headers: operator.headers });
  expect(operatorDoc.status).toBe(200);
  documents = { customer: api.app.swagger() as never, operator: operatorDoc.body as never };
});

/** Every plain route with the callers it is tried by. */
function routesAndCallers(): { op: Operation; callers: Identity[] }[] {
  return [
    ...operationsOf(documents.customer).map((op) => ({ op, callers: identities })),
    ...operationsOf(documents.operator).map((op) => ({ op, callers: operatorCallers })),
  ];
}

/** Routes that would end the identity itself (the rest of the run needs it). */
const ENDS_IDENTITY = /remove-account|logout/;

/** A field given one value whatever the dice say (the sweep). */
type Forced = { name: string; value: unknown } | null;

function buildRequest(op: Operation, who: Identity, random: Random, forced: Forced = null) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    forced?.name === name
      ? encodeUrlPart(String(asQueryText(forced.value)))
      : encodeUrlPart(String(asQueryText(value(random)))) || 'x',
  );
  const query: Record<string, string | string[]> = {};
  for (const name of op.query) if (random.chance(0.8)) query[name] = asQueryText(value(random));
  if (forced && op.query.includes(forced.name)) query[forced.name] = asQueryText(forced.value);
  if (random.chance(0.2))
    query[random.pick(['order_id', 'id', 'type', 'item_id', 'store_id'])] = asQueryText(value(random));
  const headers: Record<string, string> = { ...who.headers };
  for (const [key, v] of Object.entries(op.path.includes('/rental/') ? rentalScope : scope))
    headers[key] = random.chance(0.8) ? v : asHeaderText(value(random));
  for (const name of op.headers) if (random.chance(0.5)) headers[name] = asHeaderText(value(random));
  const body: Record<string, unknown> = {};
  for (const name of op.body) if (random.chance(0.8)) body[name] = value(random);
  if (forced && op.body.includes(forced.name)) body[forced.name] = forced.value;
  if (who.guestId) {
    if (op.method === 'GET' || op.method === 'DELETE') query.guest_id = who.guestId;
    else body.guest_id = who.guestId;
  }
  const search = Object.entries(query).flatMap(([key, v]) => [v].flat().map((one) => `${key}=${encodeUrlPart(one)}`));
  const url = `${path}${search.length ? `?${search.join('&')}` : ''}`;
  if (op.method === 'GET') return { method: op.method, url, headers };
  // Now and then a body that is not what it claims to be.
  const roll = forced ? 1 : random.next();
  if (roll < 0.05)
    return { method: op.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"a":' };
  if (roll < 0.1)
    return {
      method: op.method,
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x',
    };
  return { method: op.method, url, headers, payload: body };
}

/**
 * Values the sweep gives every field of every route: each once made a 500 somewhere (issue 13,
 * items 17 and 19; and item 2: `type=constructor` found a function in a lookup table).
 */
const SWEEP: readonly unknown[] = ['a\u0000b', 'x\uD800y', '2147483648', '0x10', 'constructor'];

describe('fuzzing every route of the OpenAPI document', () => {
  const failures: string[] = [];
  let sent = 0;
  const ledger = async () => JSON.stringify(await api.database.db.query(LEDGER));

  /** Sends one request and notes what breaks the rules. */
  async function probe(op: Operation, who: Identity, request: ReturnType<typeof buildRequest>) {
    const write = op.method !== 'GET';
    const before = write ? await ledger() : '';
    const response = await api.app.inject({ ...request, remoteAddress: randomIp() } as never);
    sent++;
    const where = `${who.name} ${request.method} ${request.url.slice(0, 160)} → ${response.statusCode}`;
    if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 200)}`);
    else if (response.statusCode >= 400) {
      const body = safeJson(response.body) as { errors?: { code?: unknown; message?: unknown }[] } | null;
      const ok =
        Array.isArray(body?.errors) &&
        body.errors.length > 0 &&
        body.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string' && e.message);
      if (!ok) failures.push(`${where} without the envelope: ${response.body.slice(0, 200)}`);
      if (write && (await ledger()) !== before) failures.push(`${where} refused, yet changed rows`);
    }
  }

  it(`${ROUNDS} rounds × every route × its callers (seed ${SEED}): no 5xx, an envelope on every 4xx, refused writes change nothing`, async () => {
    const routes = routesAndCallers();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.op.path.includes('/operator/')).length).toBeGreaterThan(15);
    const random = seeded(SEED);
    for (let round = 0; round < ROUNDS; round++) {
      for (const { op, callers } of routes) {
        for (const who of callers) {
          if (who.name === 'customer' && ENDS_IDENTITY.test(op.path)) continue;
          await probe(op, who, buildRequest(op, who, random));
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 240_000);

  it('every field of every route once with each sweep value (NUL, lone surrogate, 2^31, "0x10", "constructor"): the same rules', async () => {
    const random = seeded(SEED + 1);
    const start = sent;
    let turn = 0;
    for (const { op, callers } of routesAndCallers()) {
      const fields = [...[...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!), ...op.query, ...op.body];
      for (const name of fields) {
        for (const hostile of SWEEP) {
          // The customer, and on routes that take a guest too, customers and guests in turn (so each
          // value reaches the handler past the sign-in check); the operator on theirs.
          const takesGuests = op.query.includes('guest_id') || op.body.includes('guest_id');
          const who =
            callers === operatorCallers
              ? operatorCallers[0]!
              : takesGuests
                ? identities[1 + (turn++ % 2)]!
                : identities[1]!;
          if (who.name === 'customer' && ENDS_IDENTITY.test(op.path)) continue;
          await probe(op, who, buildRequest(op, who, random, { name, value: hostile }));
        }
      }
    }
    expect(sent - start).toBeGreaterThan(1000);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 240_000);
});

describe('the event streams, opened with hostile values and dropped', () => {
  let base: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });

  /**
   * Opens one stream on its own connection and reads its answer: a refusal must be a 4xx with the
   * envelope; an open stream is read up to its first bytes, then dropped. `dropAfterMs` drops the
   * connection while the request is being answered (null when it answered first).
   */
  function open(request: ReturnType<typeof buildRequest>, dropAfterMs: number | null) {
    type Answer = { status: number; text: string; type: string | undefined } | null;
    return new Promise<Answer>((resolve, reject) => {
      const call = httpGet(`${base}${request.url}`, {
        agent: false,
        headers: { accept: 'text/event-stream', ...request.headers },
      });
      const timer = setTimeout(() => call.destroy(), dropAfterMs ?? 10_000);
      call.on('error', () => resolve(null));
      call.on('close', () => clearTimeout(timer));
      call.on('response', (response) => {
        const status = response.statusCode ?? 0;
        const type = response.headers['content-type'];
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (status === 200) {
            resolve({ status, text, type });
            call.destroy();
          }
        });
        response.on('end', () => resolve({ status, text, type }));
        response.on('error', reject);
      });
    });
  }

  it('every stream × its callers × hostile values, read or dropped at once: no 5xx, the envelope on refusals, the server answers after', async () => {
    const streams = [
      ...operationsOf(documents.customer, { streams: true }).map((op) => ({ op, callers: identities })),
      ...operationsOf(documents.operator, { streams: true }).map((op) => ({ op, callers: [operatorCallers[0]!] })),
    ];
    expect(streams.map((s) => s.op.path).sort()).toEqual(
      expect.arrayContaining([
        '/api/v1/customer/message/events',
        '/api/v1/customer/notifications/events',
        '/api/v1/customer/order/events',
        '/api/v1/operator/conversations/events',
        '/api/v1/operator/orders/events',
        '/api/v1/rental/user/trip/events',
      ]),
    );
    const random = seeded(SEED + 2);
    const failures: string[] = [];
    const seen = { opened: 0, refused: 0, dropped: 0 };
    for (const { op, callers } of streams) {
      for (const who of callers) {
        for (let turn = 0; turn < 6; turn++) {
          const request = buildRequest(op, who, random);
          // Every other one is dropped while the server answers it (0–20 ms in), the rest once it has.
          const answer = await open(request, turn % 2 ? random.int(20) : null);
          const where = `${who.name} GET ${request.url.slice(0, 160)}`;
          if (answer === null) seen.dropped++;
          else if (answer.status === 200) {
            seen.opened++;
            if (!answer.type?.startsWith('text/event-stream') || !answer.text.startsWith('retry:'))
              failures.push(`${where} → 200 without a stream: ${answer.text.slice(0, 120)}`);
          } else if (answer.status >= 500) failures.push(`${where} → ${answer.status} ${answer.text.slice(0, 200)}`);
          else {
            seen.refused++;
            const body = safeJson(answer.text) as { errors?: { code?: unknown; message?: unknown }[] } | null;
            if (!body?.errors?.every((e) => typeof e.code === 'string' && typeof e.message === 'string'))
              failures.push(`${where} → ${answer.status} without the envelope: ${answer.text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The run exercised all three outcomes, and the server still answers.
    expect(seen.opened).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.dropped).toBeGreaterThan(0);
    // No stream outlives its dropped connection: once the idle ones are let go, none is left open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await new Promise((resolve) => api.app.server.getConnections((_error, n) => resolve(n)))).toBe(0);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const config = await fetch(`${base}/api/v1/config`, { headers: scope });
    expect(config.status).toBe(200);
  }, 120_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
