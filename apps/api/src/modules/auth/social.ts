/**
 * Sign-in with Google, Facebook or Apple: the client sends the provider's
 * ID token, verified against the provider's keys and our client id. The
 * provider's stable subject links the account; a verified email finds an
 * existing one. An account holding that email without having proven it
 * gets the "Is It You?" question, as with phones in OTP sign-in.
 */
import { isPhone, normalizePhone } from '@souq/domain';
import { InvalidIdToken, type SocialIdentity, type SocialProvider } from '../../adapters/identity/index.ts';
import { AppError, conflict, forbidden, unprocessable } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { splitName, type AuthDeps, type Caller } from './deps.ts';
import { enforceLimits, LIMIT_RULES } from './limits.ts';
import { loginSettings } from './login-settings.ts';
import {
  contactMaySignIn,
  detachContact,
  findUserByContact,
  findUserById,
  insertUser,
  markContactVerified,
  setPassword,
  type UserRow,
} from './queries.ts';
import { socialLoginBody, withLegacyFields } from './schemas.ts';
import { accountBlocked, type LoginAnswer } from './sessions.ts';
import { assertContactsFree, rethrowDuplicate } from './sign-up.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export function createSocialFlows({ db, settings, sessions, limiter, social, endSessions }: AuthDeps) {
  async function verifiedIdentity(provider: SocialProvider, token: string, caller: Caller): Promise<SocialIdentity> {
    try {
      return await social.verify(provider, token);
    } catch (error) {
      if (!(error instanceof InvalidIdToken))
        caller.log?.error({ err: error, provider }, 'social sign-in key lookup failed');
      throw new AppError(401, 'token', 'We could not verify your sign-in. Please try again.');
    }
  }

  return {
    /** auth/social-login (and auth/login with login_type social); register: true is auth/social-register, which may carry a phone. */
    async socialLogin(body: unknown, caller: Caller, { register = false } = {}): Promise<LoginAnswer> {
      const input = validate(socialLoginBody, withLegacyFields(body));
      const provider = input.medium;
      if (!(await loginSettings(settings)).social[provider] || !social.isConfigured(provider)) {
        throw forbidden('social_login', 'Sign-in with {provider} is not available.', {
          provider: PROVIDER_NAMES[provider],
        });
      }
      await enforceLimits(limiter, [[LIMIT_RULES.loginPerIp, caller.client.ip ?? '']]);
      const identity = await verifiedIdentity(provider, input.token, caller);
      let phone: string | null = null;
      if (register && input.phone) {
        if (!isPhone(input.phone)) throw unprocessable('phone', 'Phone number must be at least 10 digits');
        phone = normalizePhone(input.phone);
      }

      const [link] = await db.query<{ user_id: number }>(
        'select user_id from user_social_accounts where provider = $1 and subject = $2',
        [provider, identity.subject],
      );
      let account: UserRow | undefined = link ? await findUserById(db, link.user_id) : undefined;
      let claim: { holder: UserRow; answer: 'yes' | 'no' } | null = null;
      if (!account && identity.email) {
        const holder = await findUserByContact(db, 'email', identity.email);
        if (holder && !identity.emailVerified)
          throw conflict('email', 'This email is already registered. Please sign in with your password.');
        if (holder && holder.is_email_verified) account = holder;
        // Its phone was proven and this email never was: the email leaves it (issue 13, item 8).
        else if (holder && !contactMaySignIn(holder, 'email')) claim = { holder, answer: 'no' };
        else if (holder && input.verified === 'default') return sessions.existUser(holder, 'social');
        else if (holder) claim = { holder, answer: input.verified as 'yes' | 'no' };
      }
      if (claim?.answer === 'yes') account = claim.holder;
      if (account && !account.status) throw accountBlocked();
      if (!account && phone) await assertContactsFree(db, { phone });

      const user = await db
        .transaction(async (tx) => {
          if (claim?.answer === 'no') await detachContact(tx, claim.holder.id, 'email');
          if (claim?.answer === 'yes') {
            // Whoever set this account's password never proved the email: the provider just did.
            await setPassword(tx, claim.holder.id, null);
            await endSessions(tx, claim.holder.id);
          }
          account ??= await insertUser(tx, {
            ...(identity.name ? splitName(identity.name) : {}),
            email: identity.email,
            is_email_verified: identity.emailVerified,
            phone,
            login_medium: provider,
            social_id: identity.subject,
          });
          if (identity.emailVerified && account.email?.toLowerCase() === identity.email)
            await markContactVerified(tx, account.id, 'email');
          await tx.query(
            `insert into user_social_accounts (provider, subject, user_id, email) values ($1, $2, $3, $4)
             on conflict (provider, subject) do nothing`,
            [provider, identity.subject, account.id, identity.email],
          );
          await tx.query('update users set login_medium = $2, social_id = $3, updated_at = now() where id = $1', [
            account.id,
            provider,
            identity.subject,
          ]);
          return (await findUserById(tx, account.id)) as UserRow;
        })
        .catch(rethrowDuplicate);
      return sessions.finish(user, { ...caller, loginType: 'social' });
    },
  };
}
