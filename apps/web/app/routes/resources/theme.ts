/** POST /resources/theme: saves light or dark; the page switches optimistically meanwhile. */
import { data, redirect } from 'react-router';
import type { Route } from './+types/theme';
import { isDocumentSubmission, readForm, safeRedirectTo } from '../../lib/actions.server.ts';
import { headersWithCookies, prefCookies } from '../../lib/prefs.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get('theme') === 'dark' ? 'dark' : 'light';
  const headers = headersWithCookies(prefCookies({ theme }, context.secureCookies));
  if (isDocumentSubmission(request)) return redirect(safeRedirectTo(form.get('redirectTo')), { headers });
  return data({ ok: true as const, theme }, { headers });
}
