/**
 * POST /resources/language: stores the language and reloads the page in it
 * (spec §4), with 'Language has been changed' waiting in the flash cookie.
 */
import { redirectDocument } from 'react-router';
import { normalizeLanguage } from '@souq/domain';
import type { Route } from './+types/language';
import { readForm, safeRedirectTo } from '../../lib/actions.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { headersWithCookies, prefCookies } from '../../lib/prefs.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = normalizeLanguage(String(form.get('language') ?? ''));
  const headers = headersWithCookies([
    ...prefCookies({ locale }, context.secureCookies),
    flashCookie({ kind: 'success', key: 'language.changed' }, context.secureCookies),
  ]);
  return redirectDocument(safeRedirectTo(form.get('redirectTo')), { headers });
}
