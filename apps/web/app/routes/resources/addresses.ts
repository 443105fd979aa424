/**
 * /resources/addresses: the shopper's delivery addresses.
 *   GET  → { addresses }: saved on the account (signed in), or the one a
 *          guest keeps on this device.
 *   POST intent=save   (address form; id → update) saves it, on the account
 *                      or, for a guest, in the souq_guest_address cookie;
 *        intent=delete (id) removes a saved address.
 * API refusals (e.g. a point outside every zone) answer its message.
 */
import { data } from 'react-router';
import type { Route } from './+types/addresses';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { headersWithCookies, readPrefs } from '../../lib/prefs.server.ts';
import { checkAddress, type Address } from '../../features/addresses/address.ts';
import {
  deleteAddress,
  guestAddressCookie,
  listAddresses,
  parseAddressForm,
  readGuestAddress,
  saveAddress,
} from '../../features/addresses/addresses.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';

export type AddressesAnswer = { addresses: Address[] };
export type AddressActionResult = { ok: true; message: string } | ActionError;

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const headers = { 'cache-control': 'private, no-store' };
  if (!prefs.token) {
    const guest = readGuestAddress(request);
    return Response.json({ addresses: guest ? [guest] : [] } satisfies AddressesAnswer, { headers });
  }
  try {
    return Response.json({ addresses: await listAddresses(createApi(context, prefs)) } satisfies AddressesAnswer, {
      headers,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(context.secureCookies);
    if (error instanceof ApiError) return Response.json({ error: error.message }, { status: error.status, headers });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const form = await readForm(request);
  const api = createApi(context, prefs);
  const failed = (error: string, status: number) => data<AddressActionResult>({ ok: false, error }, { status });
  try {
    if (form.get('intent') === 'delete') {
      if (!prefs.token) return failed(t('account.loginRequired'), 401);
      return data<AddressActionResult>({ ok: true, message: await deleteAddress(api, Number(form.get('id'))) });
    }
    const address = parseAddressForm(form);
    if (!address) return failed(t('location.invalid'), 422);
    const problems = Object.values(
      checkAddress({ address: address.address, contactName: address.contactName, contactPhone: address.contactPhone }),
    );
    if (problems.length) return failed(t(problems[0]!), 422);
    if (!prefs.token) {
      return data<AddressActionResult>(
        { ok: true, message: t('address.guestSaved') },
        { headers: headersWithCookies([guestAddressCookie(address, context.secureCookies)]) },
      );
    }
    return data<AddressActionResult>({ ok: true, message: await saveAddress(api, address) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return failed(error.message, error.status);
  }
}
