/**
 * Digital payments through the built-in payment page (reference §3.8), for
 * orders and wallet top-ups, and offline payment proofs.
 *
 * - GET /payment-mobile?order_id&customer_id&payment_method&payment_platform&callback
 *   (the 6amMart redirect) or ?payment_id= (a top-up): the page for the amount
 *   still to pay (order_amount − partially_paid_amount). customer_id must be
 *   the order's owner (user id, or guest id), else 404.
 * - POST /payment-mobile/<request id>: pay → order confirmed + paid (top-up:
 *   credited with its bonus); fail → order failed (top-up failed); cancel →
 *   nothing changes. Each outcome happens once (the request row is locked),
 *   then the browser returns to the callback with flag=success|fail|cancel.
 * Callbacks are followed only to our own origins (PUBLIC_URL, CORS_ORIGINS):
 * the page is not an open redirect.
 *
 * Who opened the page (issue 13, item 6; decision 21): our own links (the
 * place answer's redirect_link, the storefront) carry a signature of the
 * order and owner, valid 30 minutes, and a guest's id is itself unguessable;
 * such a page is "proven". A page opened by order and a numeric customer id
 * only, as older clients build it, still shows and can pay, but its fail
 * button does not fail the order, and guessing the customer id is bounded
 * per order (routes.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@souq/db';
import {
  digitalPaymentDue,
  formatMoney,
  minorToDecimalString,
  owesDigitalPayment,
  toMinor,
  type LanguageCode,
} from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { currencyDecimals, currencyFormat } from '../../lib/money.ts';
import { createSigner } from '../../lib/secrets.ts';
import type { Env } from '../../env.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { CatalogService } from '../catalog/index.ts';
import {
  lockOrderRow,
  recordDigitalPayment,
  recordDigitalPaymentFailure,
  selectPayableOrder,
  type PayableOrder,
} from '../orders/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { renderPaymentPage } from './page.ts';

export type PaymentOutcome = 'pay' | 'fail' | 'cancel';

/** The order is no longer paid online (switched to cash on delivery): its open payment pages stop taking payments. */
export async function cancelPendingPaymentRequests(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    "update payment_requests set status = 'canceled', updated_at = now() where order_id = $1 and status = 'pending'",
    [orderId],
  );
}

interface RequestRow {
  id: string;
  user_id: number | null;
  guest_id: string | null;
  order_id: string | null;
  wallet_payment_id: string | null;
  trip_id: string | null;
  amount: string;
  payment_method: string;
  callback: string | null;
  status: 'pending' | 'paid' | 'failed' | 'canceled';
  proven: boolean;
}

/** Whether the order still waits for its digital payment: the domain's rule, on the order's row. */
function paymentDue(order: PayableOrder): boolean {
  return digitalPaymentDue({
    status: order.order_status,
    paymentStatus: order.payment_status,
    paymentMethod: order.payment_method,
    payments: order.payments ?? [],
    dueMinor: toMinor(order.order_amount, 3) - toMinor(order.partially_paid_amount, 3),
  });
}

const FLAGS: Record<PaymentOutcome, string> = { pay: 'success', fail: 'fail', cancel: 'cancel' };

const LINK_SECRET = 'payment-link';
const LINK_TTL_SECONDS = 30 * 60;

export function createPaymentService(
  db: Database,
  env: Env,
  urls: AppUrls,
  settings: SettingsService,
  wallet: WalletService,
  catalog: CatalogService,
) {
  const links = createSigner(db, LINK_SECRET);
  /** Told after a payment result changed an order (orders-life: live followers of the order). */
  const orderChangeListeners: ((orderId: number) => Promise<void>)[] = [];
  /** Rental (issue 17): what a trip payment's outcome does, inside the payment's transaction; then after commit. */
  let tripOutcome: ((tx: Queryable, tripId: number, outcome: 'pay' | 'fail') => Promise<unknown>) | null = null;
  let tripChanged: ((tripId: number) => void) | null = null;
  const ownOrigins = new Set([
    new URL(urls.publicUrl).origin,
    ...env.CORS_ORIGINS.filter((o) => o !== '*')
      .map((o) => safeOrigin(o))
      .filter(Boolean),
  ]);

  /** The callback when it points at one of our origins (or is a path of ours), else null. */
  function trustedCallback(callback: string | null | undefined): string | null {
    if (!callback) return null;
    if (callback.startsWith('/') && !callback.startsWith('//')) return `${urls.publicUrl}${callback}`;
    const origin = safeOrigin(callback);
    return origin && ownOrigins.has(origin) ? callback : null;
  }

  /**
   * The link a client opens to pay an order: what 6amMart clients build
   * themselves, plus a signature of the order and its owner that makes the
   * page proven for 30 minutes.
   */
  async function orderPaymentLink(
    orderId: number,
    customerId: string | number,
    callback?: string | null,
  ): Promise<string> {
    const query = new URLSearchParams({
      order_id: String(orderId),
      customer_id: String(customerId),
      payment_method: 'souq_pay',
      payment_platform: 'web',
      signature: await links.sign(`${orderId}:${customerId}`, LINK_TTL_SECONDS),
    });
    if (callback) query.set('callback', callback);
    return `${urls.publicUrl}/payment-mobile?${query}`;
  }

  async function amountText(amount: string, locale: LanguageCode) {
    const format = await currencyFormat(settings, locale);
    return formatMoney(toMinor(amount, format.decimals), format);
  }

  async function page(
    request: RequestRow,
    locale: LanguageCode,
    result?: { outcome: PaymentOutcome; back: string | null },
  ) {
    const heading = request.order_id
      ? translate(locale, PAYMENT_MESSAGES.orderPayment, { id: String(request.order_id) })
      : request.trip_id
        ? translate(locale, PAYMENT_MESSAGES.tripPayment, { id: String(request.trip_id) })
        : translate(locale, PAYMENT_MESSAGES.walletTopUp);
    const done =
      result ??
      (request.status === 'pending'
        ? undefined
        : ({
            outcome: request.status === 'paid' ? 'pay' : request.status === 'failed' ? 'fail' : 'cancel',
            back: trustedCallback(request.callback),
          } as const));
    return renderPaymentPage({
      locale,
      heading,
      amount: await amountText(request.amount, locale),
      method: request.payment_method,
      action: done ? null : `/payment-mobile/${request.id}`,
      result: done && {
        text: translate(
          locale,
          done.outcome === 'pay'
            ? PAYMENT_MESSAGES.paid
            : done.outcome === 'fail'
              ? PAYMENT_MESSAGES.failed
              : PAYMENT_MESSAGES.canceled,
        ),
        back: done.back,
      },
    });
  }

  /** Where the browser goes after an outcome, 6amMart-style: callback?flag=…&order_id=…&token=… */
  function returnUrl(request: RequestRow, outcome: PaymentOutcome, transactionId: string | null): string | null {
    const callback = trustedCallback(request.callback);
    if (!callback) return null;
    const url = new URL(callback);
    url.searchParams.set('flag', FLAGS[outcome]);
    if (request.order_id) url.searchParams.set('order_id', request.order_id);
    if (request.trip_id) url.searchParams.set('trip_id', request.trip_id);
    const token = [
      `payment_method=${request.payment_method}`,
      `attribute_id=${request.order_id ?? request.trip_id ?? request.wallet_payment_id}`,
    ];
    if (transactionId) token.push(`transaction_reference=${transactionId}`);
    url.searchParams.set('token', Buffer.from(token.join('&&')).toString('base64'));
    return url.toString();
  }

  const orderPaid = (tx: Queryable, request: RequestRow, transactionId: string) =>
    recordDigitalPayment(tx, request.order_id!, transactionId);
  const orderFailed = (tx: Queryable, request: RequestRow) => recordDigitalPaymentFailure(tx, request.order_id!);

  return {
    trustedCallback,

    /** Registers a listener for orders whose status a payment result changed. */
    onOrderChanged(listener: (orderId: number) => Promise<void>) {
      orderChangeListeners.push(listener);
    },

    /** The page for an order, from the 6amMart redirect parameters. */
    async orderPage(
      params: {
        orderId: number;
        customerId: string;
        paymentMethod: string;
        platform: string;
        callback: string | null;
        /** Opened by a signed link or a guest id (see the top of this file). */
        proven: boolean;
      },
      locale: LanguageCode,
    ): Promise<string> {
      const order = await selectPayableOrder(db, params.orderId, { customerKey: params.customerId });
      if (!order || !owesDigitalPayment({ paymentMethod: order.payment_method, payments: order.payments ?? [] }))
        throw notFound('order_id', PAYMENT_MESSAGES.orderNotFound);
      if (!paymentDue(order)) throw unprocessable('order_id', PAYMENT_MESSAGES.orderNotPayable);
      const request = await db.transaction(async (tx) => {
        await lockOrderRow(tx, order.id);
        // Proven and unproven openers never share a request: an unproven one must not change the
        // callback of the owner's page, nor receive a request whose fail button fails the order.
        const [open] = await tx.query<RequestRow>(
          `select * from payment_requests where order_id = $1 and status = 'pending' and proven = $2
            order by created_at desc limit 1`,
          [order.id, params.proven],
        );
        if (open) {
          const [updated] = await tx.query<RequestRow>(
            'update payment_requests set callback = $2, payment_method = $3, updated_at = now() where id = $1 returning *',
            [open.id, params.callback, params.paymentMethod],
          );
          return updated;
        }
        const [created] = await tx.query<RequestRow>(
          `insert into payment_requests (id, user_id, guest_id, order_id, amount, payment_method, payment_platform, callback, proven)
           values ($1, $2, $3, $4, $5::numeric - $6::numeric, $7, $8, $9, $10) returning *`,
          [
            randomUUID(),
            order.user_id,
            order.guest_id,
            order.id,
            order.order_amount,
            order.partially_paid_amount,
            params.paymentMethod,
            params.platform,
            params.callback,
            params.proven,
          ],
        );
        return created;
      });
      return page(request, locale);
    },

    /** The page of a payment request by its id (top-ups, and the page after posting). */
    async requestPage(id: string, locale: LanguageCode): Promise<string> {
      const [request] = await db.query<RequestRow>('select * from payment_requests where id = $1', [id]);
      if (!request) throw notFound('payment_id', PAYMENT_MESSAGES.notFound);
      return page(request, locale);
    },

    /**
     * Records an outcome once. Answers where to send the browser (the
     * callback with the flag), or the page to show when there is none.
     */
    async complete(
      id: string,
      outcome: PaymentOutcome,
      locale: LanguageCode,
    ): Promise<{ redirect: string } | { html: string }> {
      // Read before the transaction: inside it nothing may wait for another connection.
      const [places, today] = await Promise.all([currencyDecimals(settings), catalog.moment().then((m) => m.date)]);
      const result = await db.transaction(async (tx) => {
        const [request] = await tx.query<RequestRow>('select * from payment_requests where id = $1 for update', [id]);
        if (!request) throw notFound('payment_id', PAYMENT_MESSAGES.notFound);
        if (request.status !== 'pending') return { request, outcome: null, transactionId: null };
        const transactionId = outcome === 'pay' ? `SOUQPAY-${randomUUID().slice(0, 8).toUpperCase()}` : null;
        const status = outcome === 'pay' ? 'paid' : outcome === 'fail' ? 'failed' : 'canceled';
        await tx.query(
          'update payment_requests set status = $2, transaction_id = $3, updated_at = now() where id = $1',
          [id, status, transactionId],
        );
        if (request.order_id) {
          if (outcome === 'pay') await orderPaid(tx, request, transactionId!);
          // A stranger who guessed the pair must not fail someone's order: only a proven page does.
          if (outcome === 'fail' && request.proven) await orderFailed(tx, request);
        } else if (request.trip_id) {
          if (outcome !== 'cancel' && tripOutcome) await tripOutcome(tx, Number(request.trip_id), outcome);
        } else if (request.wallet_payment_id) {
          if (outcome === 'pay') {
            const amount = toMinor(request.amount, places);
            await tx.query(
              `update wallet_payments set payment_status = 'success', transaction_ref = $2, updated_at = now() where id = $1`,
              [request.wallet_payment_id, transactionId],
            );
            await wallet.credit(
              tx,
              request.user_id!,
              amount,
              places,
              'add_fund',
              transactionId!,
              await wallet.topUpBonus(amount, places, today, tx),
            );
          } else if (outcome === 'fail') {
            await tx.query(`update wallet_payments set payment_status = 'failed', updated_at = now() where id = $1`, [
              request.wallet_payment_id,
            ]);
          }
        }
        return { request: { ...request, status } as RequestRow, outcome, transactionId };
      });
      if (result.outcome && result.outcome !== 'cancel' && result.request.order_id) {
        for (const listener of orderChangeListeners) await listener(Number(result.request.order_id)).catch(() => {});
      }
      if (result.outcome && result.outcome !== 'cancel' && result.request.trip_id)
        tripChanged?.(Number(result.request.trip_id));
      const effective: PaymentOutcome =
        result.outcome ??
        (result.request.status === 'paid' ? 'pay' : result.request.status === 'failed' ? 'fail' : 'cancel');
      const redirect = returnUrl(result.request, effective, result.transactionId);
      if (redirect) return { redirect };
      return { html: await page(result.request, locale, { outcome: effective, back: null }) };
    },

    /** customer/wallet/add-fund: a pending top-up and the link to its page. */
    async startTopUp(
      userId: number,
      amount: number,
      paymentMethod: string,
      callback: string | null,
    ): Promise<{ redirect_link: string }> {
      const minor = await wallet.assertTopUp(amount);
      const amountText = minorToDecimalString(minor, await currencyDecimals(settings));
      const id = await db.transaction(async (tx) => {
        const [payment] = await tx.query<{ id: string }>(
          `insert into wallet_payments (user_id, amount, payment_method) values ($1, $2, $3) returning id`,
          [userId, amountText, paymentMethod],
        );
        const [request] = await tx.query<{ id: string }>(
          `insert into payment_requests (id, user_id, wallet_payment_id, amount, payment_method, callback) values ($1, $2, $3, $4, $5, $6) returning id`,
          [randomUUID(), userId, payment.id, amountText, paymentMethod, callback],
        );
        return request.id;
      });
      return { redirect_link: `${urls.publicUrl}/payment-mobile?payment_id=${id}` };
    },

    /** Rental: what a trip payment's outcome does (in the payment's transaction), and who hears it after commit. */
    onTripPayment(
      outcome: (tx: Queryable, tripId: number, outcome: 'pay' | 'fail') => Promise<unknown>,
      changed: (tripId: number) => void,
    ) {
      tripOutcome = outcome;
      tripChanged = changed;
    },

    /** A pending payment of a trip's amount and the link to its page (a new request each time; the old ones stay pending). */
    async startTripPayment(
      tripId: number,
      owner: { userId: number | null; guestId: string | null },
      amount: string,
      callback: string | null,
    ): Promise<string> {
      const [request] = await db.query<{ id: string }>(
        `insert into payment_requests (id, user_id, guest_id, trip_id, amount, payment_method, callback)
         values ($1, $2, $3, $4, $5, 'souq_pay', $6) returning id`,
        [randomUUID(), owner.userId, owner.guestId, tripId, amount, callback],
      );
      return `${urls.publicUrl}/payment-mobile?payment_id=${request.id}`;
    },

    orderPaymentLink,

    /**
     * "Pay now" (issue 20): a fresh signed link to the payment page for the
     * owner's order that still waits for its digital payment. Another
     * owner's order, or one not paid digitally, is a 404; one that cannot be
     * paid any more (paid, moved on, canceled) the page's own 422.
     */
    async ownerPaymentLink(owner: Owner, orderId: number): Promise<{ redirect_link: string }> {
      const ownerId = owner.kind === 'customer' ? String(owner.userId) : owner.guestId;
      const order = await selectPayableOrder(db, orderId, owner);
      if (!order || !owesDigitalPayment({ paymentMethod: order.payment_method, payments: order.payments ?? [] }))
        throw notFound('order_id', PAYMENT_MESSAGES.orderNotFound);
      if (!paymentDue(order)) throw unprocessable('order_id', PAYMENT_MESSAGES.orderNotPayable);
      return { redirect_link: await orderPaymentLink(orderId, ownerId) };
    },

    /** Whether `signature` is ours for this order and owner, and not expired. */
    async signedFor(orderId: number, customerId: string, signature: unknown): Promise<boolean> {
      return (await links.verify(signature)) === `${orderId}:${customerId}`;
    },
  };
}

function safeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
