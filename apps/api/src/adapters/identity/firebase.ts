/**
 * Firebase phone verification: the client solved Firebase's captcha and
 * holds a sessionInfo; we ask Firebase whether the code matches, with our
 * web API key. Off (null) unless FIREBASE_WEB_API_KEY is set.
 */
import type { Env } from '../../env.ts';

export interface FirebasePhoneVerifier {
  /** The phone number Firebase confirmed, or null when the code is wrong or expired. */
  verify(sessionInfo: string, code: string): Promise<string | null>;
}

export function createFirebasePhoneVerifier(
  env: Pick<Env, 'FIREBASE_WEB_API_KEY' | 'FIREBASE_AUTH_URL'>,
): FirebasePhoneVerifier | null {
  const key = env.FIREBASE_WEB_API_KEY;
  if (!key) return null;
  const url = `${env.FIREBASE_AUTH_URL.replace(/\/+$/, '')}/accounts:signInWithPhoneNumber?key=${encodeURIComponent(key)}`;
  return {
    async verify(sessionInfo, code) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionInfo, code }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status >= 500) throw new Error(`Firebase answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { phoneNumber?: string; error?: unknown };
      return response.ok && typeof body.phoneNumber === 'string' ? body.phoneNumber : null;
    },
  };
}
