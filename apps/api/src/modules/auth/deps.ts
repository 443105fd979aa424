import type { Database, Queryable } from '@souq/db';
import type { FirebasePhoneVerifier } from '../../adapters/identity/firebase.ts';
import type { SocialVerifier } from '../../adapters/identity/index.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { SettingsService } from '../settings/index.ts';
import type { OtpService } from './otp.ts';
import type { Sessions, SignInContext } from './sessions.ts';

/** What every sign-in flow works with. */
export interface AuthDeps {
  db: Database;
  settings: SettingsService;
  urls: AppUrls;
  otp: OtpService;
  sessions: Sessions;
  limiter: RateLimiter;
  social: SocialVerifier;
  firebase: FirebasePhoneVerifier | null;
  /** Revokes every token of a user in tx (but exceptTokenId's), and drops the sessions this instance holds for them (others drop theirs when the change is announced). */
  endSessions(tx: Queryable, userId: number, exceptTokenId?: number): Promise<void>;
}

/** Who is asking: language, client address, logger, and the guest id the request carried. */
export type Caller = Omit<SignInContext, 'loginType'>;

/** The first space splits a full name: "Sara Al Harbi" → Sara / Al Harbi. */
export function splitName(name: string): { f_name: string; l_name: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { f_name: trimmed, l_name: '' }
    : { f_name: trimmed.slice(0, space), l_name: trimmed.slice(space + 1) };
}
