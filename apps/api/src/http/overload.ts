/**
 * Overload is refused fast (issue 21). Past capacity a server that takes
 * every request queues them on its one event loop until clients time out,
 * and then still applies writes nobody waits for. This guard, first of every
 * request that arrives over the network (the API and the storefront's pages):
 *
 * - answers 503 with Retry-After at once while too many requests are in
 *   flight, or while the event loop has lagged behind its timers for a
 *   sustained moment (work is queuing); API paths get the error envelope;
 * - never refuses the health and readiness probes, nor calls the storefront
 *   makes in process for a page it already accepted;
 * - drops a request whose client hung up before its handler ran, or that is
 *   past its deadline: `deadlineMs` after it arrived (the proxy's
 *   `X-Request-Start` stamp, else the moment the server read its headers),
 *   not counting the time its body took to upload. A write its client gave
 *   up on (it waited in a queue through an overload) is answered 503 and not
 *   applied.
 *
 * It recovers by itself: refusals cost microseconds, so the queue drains and
 * the lag falls back under the limit.
 */
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addArabicMessages, translate } from './messages.ts';

export interface OverloadLimits {
  /** Requests being answered at once before new ones are refused; 0: no limit. */
  maxInFlight: number;
  /** Event-loop lag (ms) that, sustained for `sustainMs`, refuses new requests; 0: not watched. */
  maxLagMs: number;
  sustainMs: number;
  retryAfterSeconds: number;
  /** Time from arrival to handler (body upload excluded) after which a request is not applied; 0: none. */
  deadlineMs: number;
}

const BUSY = 'The server is busy. Please try again in a moment.';
addArabicMessages({ [BUSY]: 'الخادم مشغول. يرجى المحاولة بعد لحظات.' });

/** Paths always answered: the probes a load balancer uses to tell a busy instance from a dead one. */
const ALWAYS_ANSWERED = /^\/(healthz|readyz)(\/|\?|$)/;
const SAMPLE_MS = 50;

/** Over the network, not a storefront loader's in-process call (those have no real socket). */
const fromNetwork = (request: FastifyRequest) => request.raw.socket instanceof Socket;

/** When each request arrived and how long its body took to upload (ms, performance clock). */
interface Clock {
  arrived: number;
  bodyStarted: number;
  bodyMs: number;
}

export function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits): { lagMs: () => number } {
  let inFlight = 0;
  const lag = watchLag(limits);
  const clocks = new WeakMap<FastifyRequest, Clock>();
  app.addHook('onClose', async () => lag.stop());

  const refuse = (request: FastifyRequest, reply: FastifyReply) => refuseBusy(request, reply, limits.retryAfterSeconds);
  const pastDeadline = (clock: Clock) =>
    limits.deadlineMs > 0 && performance.now() - clock.arrived - clock.bodyMs > limits.deadlineMs;

  app.addHook('onRequest', async (request, reply) => {
    if (!fromNetwork(request) || ALWAYS_ANSWERED.test(request.url)) return;
    const clock: Clock = { arrived: arrivedAt(request.headers['x-request-start']), bodyStarted: 0, bodyMs: 0 };
    if ((limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) || lag.overloaded() || pastDeadline(clock)) {
      return refuse(request, reply);
    }
    clocks.set(request, clock);
    inFlight++;
    let counted = true;
    reply.raw.once('close', () => {
      if (counted) inFlight--;
      counted = false;
    });
  });

  // The body has arrived and the handler is next: a client whose connection closed meanwhile gets
  // nothing applied. (The request stream itself ends once its body is read: only the socket tells.)
  app.addHook('preParsing', async (request) => {
    const clock = clocks.get(request);
    if (clock) clock.bodyStarted = performance.now();
  });
  app.addHook('preValidation', async (request) => {
    const clock = clocks.get(request);
    if (clock?.bodyStarted) clock.bodyMs = performance.now() - clock.bodyStarted;
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!fromNetwork(request)) return;
    if (request.raw.socket.destroyed) {
      request.log.debug('client gone before its request was handled: dropped');
      return reply.code(499).send();
    }
    const clock = clocks.get(request);
    if (clock && pastDeadline(clock)) {
      request.log.debug('request past its deadline before it was handled: dropped');
      return refuse(request, reply);
    }
  });

  return { lagMs: lag.current };
}

/**
 * 503 with Retry-After: the error envelope on the API, a line in both languages on a page.
 * Also the storefront's answer when its render threads have as many pages as they can take.
 */
export function refuseBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds = 2) {
  const api = request.url.startsWith('/api/');
  const locale = request.headers['x-localization'] === 'ar' ? 'ar' : 'en';
  reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  return api
    ? reply.send({ errors: [{ code: 'server-busy', message: translate(locale, BUSY) }] })
    : reply.type('text/plain; charset=utf-8').send(`${translate('en', BUSY)}\n${translate('ar', BUSY)}\n`);
}

/**
 * The moment a request arrived on the performance clock: the stamp a proxy in front sets when it
 * received it (nginx `t=<seconds>.<ms>`, others milliseconds or microseconds since the epoch), so
 * time queued before this server read it counts too; else now. A stamp in the future reads as now;
 * a client stamping its own request old only gets itself refused.
 */
function arrivedAt(header: string | string[] | undefined): number {
  const now = performance.now();
  const text = Array.isArray(header) ? header[0] : header;
  const match = text ? /^(?:t=)?(\d{1,17}(?:\.\d+)?)$/.exec(text.trim()) : null;
  if (!match) return now;
  const value = Number(match[1]);
  // Seconds, milliseconds or microseconds since the epoch, told apart by their size.
  const epochMs = value < 1e11 ? value * 1000 : value < 1e14 ? value : value / 1000;
  return now - Math.max(0, Date.now() - epochMs);
}

/** Samples how late a timer fires: the time work waits on the event loop. */
function watchLag({ maxLagMs, sustainMs }: OverloadLimits) {
  let current = 0;
  let lateSince: number | null = null;
  let expected = performance.now() + SAMPLE_MS;
  const timer =
    maxLagMs > 0
      ? setInterval(() => {
          const now = performance.now();
          current = Math.max(0, now - expected);
          expected = now + SAMPLE_MS;
          if (current < maxLagMs) lateSince = null;
          else lateSince ??= now - current;
        }, SAMPLE_MS).unref()
      : null;
  return {
    current: () => current,
    overloaded: () => lateSince !== null && performance.now() - lateSince >= sustainMs,
    stop: () => timer && clearInterval(timer),
  };
}
