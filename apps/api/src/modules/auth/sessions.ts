/**
 * The last step of every sign-in variant: decide whether the account may
 * have a token now (profile complete, verifications done, not blocked),
 * issue it, and move the guest's data to the account in the same
 * transaction. Also the registry other features use for that move.
 */
import type { Database, Queryable } from '@souq/db';
import { maskEmail, maskPhone, type LanguageCode } from '@souq/domain';
import { forbidden } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { guestExists } from './guests.ts';
import { loginSettings, type LoginSettings } from './login-settings.ts';
import type { OtpService } from './otp.ts';
import type { UserRow } from './queries.ts';
import { hashSecret, issueToken, newSecret } from './tokens.ts';
import type { SettingsService } from '../settings/index.ts';

export type LoginType = 'manual' | 'otp' | 'social';

/**
 * Runs inside the transaction that signs a guest in, with that transaction:
 * use `tx` only (on PGlite any other query waits for this transaction).
 */
export type GuestSignInHook = (tx: Queryable, guestId: string, userId: number) => Promise<void>;

export interface SignInContext {
  loginType: LoginType;
  guestId: string | null;
  locale: LanguageCode;
  client: { ip?: string; userAgent?: string };
  log?: { error(details: object, message: string): void };
}

/** The login response of spec §3 and reference §3.2, plus the fields our flows add. */
export interface LoginAnswer {
  token: string | null;
  /** 0 only while the configuration requires phone verification and it is not done. */
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  /** 0: name, phone or email missing; finish with auth/update-info and temp_token. */
  is_personal_info: 0 | 1;
  /** Set for "Is It You?": repeat the call with verified = yes or no. */
  is_exist_user: { name: string; image: string | null } | null;
  login_type: LoginType;
  email: string | null;
  temp_token?: string;
  /** Where a verification code was just sent. */
  verification_medium?: 'phone' | 'email';
  /** 'firebase': the client verifies the phone with Firebase, then calls auth/firebase-verify-token. */
  verification_via?: 'firebase';
  message?: string;
  /** The code itself, only in demo mode. */
  demo_otp?: string;
}

/** How long an incomplete profile may be finished with its temp_token. */
const PROFILE_TICKET_MINUTES = 30;

/** The login_type an account's answers carry, from how it was last signed into. */
export function loginTypeOf(user: Pick<UserRow, 'login_medium'>): LoginType {
  return user.login_medium === 'otp' || user.login_medium === 'manual' ? user.login_medium : 'social';
}

export function isProfileComplete(user: Pick<UserRow, 'f_name' | 'phone' | 'email'>): boolean {
  return Boolean(user.f_name && user.phone && user.email);
}

/** The verification the configuration still asks of this account: phone first, then email. */
export function pendingVerification(user: UserRow, settings: LoginSettings): 'phone' | 'email' | null {
  if (settings.phoneVerification && user.phone && !user.is_phone_verified) return 'phone';
  if (settings.emailVerification && user.email && !user.is_email_verified) return 'email';
  return null;
}

export const accountBlocked = () => forbidden('auth-003', 'Your account has been blocked. Please contact support.');

export function createSessions(
  db: Database,
  otp: OtpService,
  settings: SettingsService,
  urls: AppUrls,
  firebaseConfigured: boolean,
) {
  const hooks: GuestSignInHook[] = [];

  const displayName = (user: UserRow) => [user.f_name, user.l_name].filter(Boolean).join(' ');

  function answer(user: UserRow, loginType: LoginType, fields: Partial<LoginAnswer> = {}): LoginAnswer {
    return {
      token: null,
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: loginType,
      email: user.email,
      ...fields,
    };
  }

  /** Issues the token and hands the guest's data over, in one transaction. */
  async function grant(tx: Queryable, user: UserRow, context: SignInContext): Promise<string> {
    const token = await issueToken(tx, user.id, context.client);
    if (context.guestId && (await guestExists(db, context.guestId, tx))) {
      for (const hook of hooks) await hook(tx, context.guestId, user.id);
    }
    return token;
  }

  return {
    /** Registers work to do when a guest signs in (the cart merge, for instance). */
    onGuestSignIn(hook: GuestSignInHook): void {
      hooks.push(hook);
    },

    /**
     * Ends a sign-in for an account whose identity the caller has proven.
     * Must not run inside a transaction (it opens its own).
     */
    async finish(user: UserRow, context: SignInContext): Promise<LoginAnswer> {
      if (!user.status) throw accountBlocked();
      if (!isProfileComplete(user)) {
        const ticket = newSecret();
        await db.query(
          `update users set temp_token = $2, temp_token_expires_at = now() + make_interval(mins => $3) where id = $1`,
          [user.id, hashSecret(ticket), PROFILE_TICKET_MINUTES],
        );
        return answer(user, context.loginType, { is_personal_info: 0, temp_token: ticket });
      }
      const config = await loginSettings(settings);
      const pending = pendingVerification(user, config);
      if (pending === 'phone' && config.firebaseOtp && firebaseConfigured) {
        return answer(user, context.loginType, {
          is_phone_verified: 0,
          verification_medium: 'phone',
          verification_via: 'firebase',
        });
      }
      if (pending) {
        const destination = pending === 'phone' ? user.phone! : user.email!.toLowerCase();
        const sent = await otp.send({
          channel: pending,
          destination,
          purpose: 'verification',
          locale: context.locale,
          reuseRecent: true,
          log: context.log,
        });
        return answer(user, context.loginType, {
          [pending === 'phone' ? 'is_phone_verified' : 'is_email_verified']: 0,
          verification_medium: pending,
          message: translate(
            context.locale,
            sent.sent ? 'OTP sent to {destination}' : 'Enter the code we sent to {destination}',
            {
              destination: pending === 'phone' ? maskPhone(destination) : maskEmail(destination),
            },
          ),
          ...(sent.demoCode ? { demo_otp: sent.demoCode } : {}),
        });
      }
      const token = await db.transaction((tx) => grant(tx, user, context));
      return answer(user, context.loginType, { token });
    },

    /** "Is It You?": the account that holds the identity, shown by name and picture only. */
    existUser(user: UserRow, loginType: LoginType): LoginAnswer {
      return answer(user, loginType, {
        is_exist_user: { name: displayName(user), image: urls.storage('profile', user.image) },
      });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
