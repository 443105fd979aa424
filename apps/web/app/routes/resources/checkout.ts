/**
 * /resources/checkout: the checkout's writes.
 *   POST JSON {page: 'buy_now'|'campaign', selection, moduleId} → keeps the item
 *        view's selection in a short-lived cookie and redirects to /checkout?page=…
 *        (the Buy Now / Order Now hand-off survives a reload), in the item's module.
 *   POST form intent=place → places the order (see place-order.server.ts; a
 *        parcel, page=parcel: features/parcel/place-parcel.server.ts):
 *        redirects to the order page, or (digital payment) to the payment
 *        page; a refusal answers { ok: false, error } with the API's message.
 */
import { data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/checkout';
import { readForm, readJson, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, movedModule, prefCookies, readPrefs } from '../../lib/prefs.server.ts';
import { endedSession, ensureGuestId, signInFirst } from '../../features/auth/session.server.ts';
import { readParcelForm } from '../../features/parcel/place-parcel.server.ts';
import { buyNowCookie, parseBuyNow, readBuyNow } from '../../features/checkout/buy-now.server.ts';
import { checkoutPage } from '../../features/checkout/checkout.server.ts';
import { orderPageUrl, paymentPageUrl, placeBody, readPlaceForm } from '../../features/checkout/place-order.server.ts';

export type CheckoutActionResult = ActionError;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const secure = context.secureCookies;
  const failed = (error: string, status: number) => data<CheckoutActionResult>({ ok: false, error }, { status });

  if (request.headers.get('content-type')?.includes('application/json')) {
    const payload = (await readJson(request)) as {
      page?: string;
      selection?: unknown;
      moduleId?: unknown;
    } | null;
    const page = payload?.page === 'campaign' ? 'campaign' : 'buy_now';
    // Spec §4/§6: campaign items need a signed-in customer.
    if (page === 'campaign' && !prefs.token) throw signInFirst(Boolean(prefs.location), secure);
    const line = parseBuyNow(page, payload?.selection);
    if (!line) return failed(t('checkout.buyNowExpired'), 422);
    // The item's module is the checkout's.
    const moduleId = movedModule(prefs, payload?.moduleId);
    const cookies = [
      buyNowCookie(line, secure),
      ...(moduleId
        ? [...prefCookies({ moduleId }, secure), flashCookie({ kind: 'success', key: 'modules.selected' }, secure)]
        : []),
    ];
    return redirect(`/checkout?page=${page}`, { headers: headersWithCookies(cookies) });
  }

  const form = await readForm(request);
  const parcel = form.get('page') === 'parcel';
  const page = parcel ? null : checkoutPage(String(form.get('page')));
  if (!parcel && !page) return failed(t('checkout.buyNowExpired'), 422);
  const line = page && page !== 'cart' ? readBuyNow(request, page) : null;
  const cookies: string[] = [];
  // A guest sending a parcel may not have a guest id yet (no cart was filled first).
  const guest = parcel && !prefs.token ? await ensureGuestId(createApi(context, prefs), prefs, secure) : null;
  if (guest) cookies.push(...guest.cookies);
  const owner = guest ? { ...prefs, guestId: guest.guestId } : prefs;
  const placing = parcel ? readParcelForm(form, owner) : readPlaceForm(form, page!, prefs, line);
  if ('problem' in placing) return failed(t(placing.problem), 422);

  // A parcel belongs to its pickup point's zone (the zoneId header the API checks the sender against).
  const placer = 'zoneIds' in placing ? { ...owner, zoneIds: placing.zoneIds } : owner;
  const api = createApi(context, placer, placing.idempotencyKey ? { 'idempotency-key': placing.idempotencyKey } : {});
  try {
    const placed = await api.post('/customer/order/place', 'zoneIds' in placing ? placing.body : placeBody(placing));
    if (line) cookies.push(buyNowCookie(null, secure));
    const orderUrl = orderPageUrl(placed.order_id);
    // A guest's new account holds the order: sign it in (with the guest id, which moves the rest of the carts).
    const newAccount = 'newAccount' in placing ? placing.newAccount : null;
    // (The guest id of this placement: a parcel's guest may have got theirs just now.)
    const signedIn = newAccount ? await signInNewAccount(createApi(context, prefs), newAccount, owner.guestId) : null;
    if (newAccount && !signedIn) {
      cookies.push(flashCookie({ kind: 'success', key: 'checkout.accountCreatedSignIn' }, secure));
      return redirect('/home', { headers: headersWithCookies(cookies) });
    }
    const payer = signedIn ? { ...placer, token: signedIn } : placer;
    if (signedIn) cookies.push(...prefCookies({ token: signedIn }, secure));

    if (placing.offline) {
      try {
        await createApi(context, payer).put('/customer/order/offline-payment', {
          order_id: placed.order_id,
          method_id: placing.offline.methodId,
          payment_method: 'offline_payment',
          customer_note: placing.offline.note,
          ...placing.offline.fields,
          ...(payer.token ? {} : { guest_id: payer.guestId }),
        });
      } catch (error) {
        // The order exists: its page takes the proof (issue 20), so the shopper goes there, told to send it.
        if (!(error instanceof ApiError)) throw error;
        cookies.push(flashCookie({ kind: 'info', key: 'checkout.offlineProofLater' }, secure));
        return redirect(orderUrl, { headers: headersWithCookies(cookies) });
      }
    }

    if (placing.paymentMethod === 'digital_payment' && placed.redirect_link) {
      // The payment page sends the browser back to the order page (a path of ours), with the outcome.
      // It is the server's, not a storefront route: a full page load.
      return redirectDocument(paymentPageUrl(placed.redirect_link, placing.gateway, orderUrl), {
        headers: headersWithCookies(cookies),
      });
    }
    cookies.push(
      flashCookie(
        signedIn
          ? { kind: 'success', key: 'checkout.accountCreated' }
          : placed.message
            ? { kind: 'success', text: placed.message }
            : { kind: 'success', key: 'checkout.placed' },
        secure,
      ),
    );
    return redirect(orderUrl, { headers: headersWithCookies(cookies) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(secure);
    return data<CheckoutActionResult>(
      { ok: false, error: error.message },
      { status: error.status, headers: headersWithCookies(cookies) },
    );
  }
}

/** The new account's token, or null when it must first verify a contact (then the shopper signs in). */
async function signInNewAccount(
  api: ReturnType<typeof createApi>,
  account: { phone: string; password: string },
  guestId: string | null,
): Promise<string | null> {
  try {
    const answer = await api.post('/auth/login', {
      login_type: 'manual',
      email_or_phone: account.phone,
      field_type: 'phone',
      password: account.password,
      ...(guestId ? { guest_id: guestId } : {}),
    });
    // A manual sign-in answers a login answer (OTP sign-in's "code sent" has no token).
    return 'token' in answer ? answer.token : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
