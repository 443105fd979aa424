/**
 * POST /resources/join: a registration form (multipart, `kind` = store or
 * courier) handed to the API as 6amMart's clients send it; answers the
 * API's message or its errors, each with the field it belongs to.
 */
import { data } from 'react-router';
import type { Route } from './+types/join';
import { readForm } from '../../lib/actions.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { submitApplication } from '../../features/join/join.server.ts';
import type { JoinResult } from '../../features/join/types.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = readPrefs(request);
  const form = await readForm(request);
  const kind = form.get('kind') === 'courier' ? 'courier' : 'store';
  const { status, result } = await submitApplication(context, locale, kind, form);
  return data<JoinResult>(result, { status, headers: { 'cache-control': 'no-store' } });
}
