/**
 * Sign-in with a password (manual), with a code sent by SMS (otp), the
 * verification step both may need (auth/verify-phone), and Firebase phone
 * verification. Every variant ends in sessions.finish.
 */
import { isEmail, isPhone, normalizeContact, normalizePhone } from '@souq/domain';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { validate } from '../../http/validate.ts';
import type { AuthDeps, Caller } from './deps.ts';
import { enforceFailureLimits, enforceLimits, LIMIT_RULES, type LimitRule } from './limits.ts';
import { loginSettings } from './login-settings.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import {
  contactMaySignIn,
  detachContact,
  findUserByContact,
  findUserById,
  insertUser,
  isKnownAddress,
  markContactVerified,
  setPassword,
} from './queries.ts';
import { firebaseVerifyBody, manualLoginBody, otpLoginBody, verifyContactBody, withLegacyFields } from './schemas.ts';
import { accountBlocked, loginTypeOf, type LoginAnswer } from './sessions.ts';
import { rethrowDuplicate } from './sign-up.ts';

/** How a caller proved they hold a phone: a code to check, or a party (Firebase) that already did. */
interface PhoneProof {
  /** Checks the proof; keep: true leaves it usable for the "Is It You?" follow-up. */
  check(keep: boolean): Promise<void>;
}

export const badCredentials = () => new AppError(401, 'auth-001', 'The email/phone number or password is incorrect.');

export function createLoginFlows({ db, settings, otp, sessions, limiter, firebase, endSessions }: AuthDeps) {
  /**
   * The caller proved they hold this phone. Signs in its account, creates
   * one, or asks "Is It You?" when an account holds the phone without
   * having proven it. Answering yes hands that account to the phone's
   * owner: its password and sessions are reset, since whoever set them
   * never proved the phone was theirs. Answering no takes the phone off it.
   */
  async function signInWithProvenPhone(
    phone: string,
    verified: 'yes' | 'no' | 'default',
    caller: Caller,
    proof: PhoneProof,
  ): Promise<LoginAnswer> {
    const holder = await findUserByContact(db, 'phone', phone);
    const unproven = Boolean(holder && !holder.is_phone_verified);
    // An account whose email was proven is not handed to whoever proves its never-proven phone: the
    // phone leaves it ("no"), without a question that would name the account's owner.
    if (holder && !contactMaySignIn(holder, 'phone')) verified = 'no';
    const ask = Boolean(holder && unproven && verified === 'default');
    await proof.check(ask);
    // A blocked account stays as it is, unless the phone is being taken off it.
    if (holder && !holder.status && !(unproven && verified === 'no')) throw accountBlocked();
    if (ask) return sessions.existUser(holder!, 'otp');
    const user = await db
      .transaction(async (tx) => {
        let account = holder;
        if (holder && unproven && verified === 'no') {
          await detachContact(tx, holder.id, 'phone');
          account = undefined;
        } else if (holder && unproven) {
          await setPassword(tx, holder.id, null);
          await endSessions(tx, holder.id);
        }
        account ??= await insertUser(tx, { phone, is_phone_verified: true, login_medium: 'otp' });
        await markContactVerified(tx, account.id, 'phone');
        await tx.query(`update users set login_medium = 'otp' where id = $1`, [account.id]);
        return (await findUserById(tx, account.id))!;
      })
      .catch(rethrowDuplicate);
    return sessions.finish(user, { ...caller, loginType: 'otp' });
  }

  const codeProof = (destination: string, purpose: 'login', code: string): PhoneProof => ({
    check: async (keep) => {
      await otp.check({ destination, purpose, code, consume: !keep });
    },
  });

  return {
    async manualLogin(body: unknown, caller: Caller): Promise<LoginAnswer> {
      if (!(await loginSettings(settings)).manual)
        throw forbidden('login_type', 'Sign-in with a password is not available.');
      const input = validate(manualLoginBody, withLegacyFields(body));
      // The value's shape decides, whatever field_type says: a phone cannot look like an email.
      const kind = isEmail(input.email_or_phone) ? 'email' : 'phone';
      const contact = normalizeContact(kind, input.email_or_phone);
      const ip = caller.client.ip ?? '';
      await enforceLimits(limiter, [[LIMIT_RULES.loginPerIp, ip]]);
      const user = await findUserByContact(db, kind, contact);
      const account = user ? `user:${user.id}` : `contact:${contact}`;
      const known = user ? await isKnownAddress(db, user.id, caller.client.ip) : false;
      const attempt = await enforceFailureLimits(limiter, [
        [LIMIT_RULES.loginFailuresPerAccountAddress, `${account}|${ip}`],
        ...(known
          ? []
          : ([
              [LIMIT_RULES.loginFailuresPerAccountBurst, account],
              [LIMIT_RULES.loginFailuresPerAccount, account],
            ] satisfies [LimitRule, string][])),
      ]);
      const matches = await verifyPassword(input.password, user?.password);
      if (!user || !matches) throw badCredentials();
      await attempt.succeeded();
      if (!user.status) throw accountBlocked();
      if (needsRehash(user.password!)) await setPassword(db, user.id, await hashPassword(input.password));
      await db.query(`update users set login_medium = 'manual' where id = $1`, [user.id]);
      return sessions.finish(user, { ...caller, loginType: 'manual' });
    },

    /**
     * Before a password change (issue 13, item 10): the account's current
     * password, when it has one (accounts made by code or social sign-in set
     * their first without). Wrong ones count with wrong sign-in passwords of
     * the account at that address, so a borrowed session cannot guess it.
     */
    async checkCurrentPassword(userId: number, given: string | undefined, caller: Pick<Caller, 'client'>) {
      const user = await findUserById(db, userId);
      if (!user?.password) return;
      if (!given) throw unprocessable('current_password', 'Please enter your current password.');
      const attempt = await enforceFailureLimits(limiter, [
        [LIMIT_RULES.loginFailuresPerAccountAddress, `user:${user.id}|${caller.client.ip ?? ''}`],
      ]);
      if (!(await verifyPassword(given, user.password)))
        throw unprocessable('current_password', 'The current password is incorrect.');
      await attempt.succeeded();
    },

    /** First call {phone}: sends a code. Second call {phone, otp[, verified]}: signs in. */
    async otpLogin(body: unknown, caller: Caller): Promise<LoginAnswer | OtpSentAnswer> {
      if (!(await loginSettings(settings)).otp)
        throw forbidden('login_type', 'Sign-in with a one-time code is not available.');
      const input = validate(otpLoginBody, body);
      const phone = normalizePhone(input.phone);
      if (!input.otp) {
        await enforceLimits(limiter, [
          [LIMIT_RULES.otpSendPerIp, caller.client.ip ?? ''],
          [LIMIT_RULES.otpSendPerDestination, phone],
        ]);
        const sent = await otp.send({
          channel: 'phone',
          destination: phone,
          purpose: 'login',
          locale: caller.locale,
          log: caller.log,
        });
        return otpSentAnswer(caller, sent.demoCode);
      }
      await enforceLimits(limiter, [[LIMIT_RULES.otpCheckPerIp, caller.client.ip ?? '']]);
      return signInWithProvenPhone(phone, input.verified, caller, codeProof(phone, 'login', input.otp));
    },

    /** auth/verify-phone: the code sent to verify a phone or email at sign-up or sign-in (or an OTP sign-in). */
    async verifyContact(body: unknown, caller: Caller): Promise<LoginAnswer> {
      const raw = withLegacyFields(body);
      raw.verification_type ??= raw.email !== undefined && raw.phone === undefined ? 'email' : 'phone';
      const input = validate(verifyContactBody, raw);
      const kind = input.verification_type;
      const value = kind === 'phone' ? input.phone : input.email;
      if (!value) throw unprocessable(kind, kind === 'phone' ? 'Please give a phone number' : 'Email is required');
      if (kind === 'phone' ? !isPhone(value) : !isEmail(value)) {
        throw unprocessable(kind, kind === 'phone' ? 'Number must be 10 digits' : 'Must be a valid email');
      }
      const destination = normalizeContact(kind, value);
      await enforceLimits(limiter, [[LIMIT_RULES.otpCheckPerIp, caller.client.ip ?? '']]);
      if (input.login_type === 'otp' && kind === 'phone') {
        return signInWithProvenPhone(destination, input.verified, caller, codeProof(destination, 'login', input.otp));
      }
      await otp.check({ destination, purpose: 'verification', code: input.otp, consume: true });
      const user = await findUserByContact(db, kind, destination);
      if (!user) throw notFound('user', 'Account not found.');
      await markContactVerified(db, user.id, kind);
      return sessions.finish((await findUserById(db, user.id))!, { ...caller, loginType: loginTypeOf(user) });
    },

    /** auth/firebase-verify-token: Firebase checked the code; sign in, verify, or open a password reset. */
    async firebaseVerify(
      body: unknown,
      caller: Caller,
    ): Promise<LoginAnswer | { message: string; reset_token: string }> {
      if (!firebase || !(await loginSettings(settings)).firebaseOtp) {
        throw forbidden('firebase', 'Firebase phone verification is not available.');
      }
      const input = validate(firebaseVerifyBody, withLegacyFields(body));
      const phone = normalizePhone(input.phone);
      await enforceLimits(limiter, [[LIMIT_RULES.otpCheckPerIp, caller.client.ip ?? '']]);
      let confirmed: string | null;
      try {
        confirmed = await firebase.verify(input.session_info, input.otp);
      } catch (error) {
        caller.log?.error({ err: error }, 'Firebase verification failed');
        throw new AppError(503, 'firebase', 'Phone verification is unavailable right now. Please try again.');
      }
      if (!confirmed || normalizePhone(confirmed) !== phone) throw unprocessable('otp', 'OTP does not match');

      if (input.is_reset_token) {
        if (!(await findUserByContact(db, 'phone', phone)))
          throw notFound('phone', 'No account is registered with this phone number.');
        const resetToken = await otp.storeChecked({ channel: 'phone', destination: phone, purpose: 'password_reset' });
        return {
          message: translate(caller.locale, 'OTP verified. You can set a new password now.'),
          reset_token: resetToken,
        };
      }
      if (input.login_type === 'manual') {
        const user = await findUserByContact(db, 'phone', phone);
        if (!user) throw notFound('user', 'Account not found.');
        await markContactVerified(db, user.id, 'phone');
        return sessions.finish((await findUserById(db, user.id))!, { ...caller, loginType: loginTypeOf(user) });
      }
      return signInWithProvenPhone(phone, input.verified, caller, { check: async () => {} });
    },
  };
}

export interface OtpSentAnswer {
  message: string;
  login_type: 'otp';
  verification_medium: 'phone' | 'email';
  demo_otp?: string;
}

export function otpSentAnswer(caller: Caller, demoCode: string | undefined): OtpSentAnswer {
  return {
    message: translate(caller.locale, 'OTP sent successfully'),
    login_type: 'otp',
    verification_medium: 'phone',
    ...(demoCode ? { demo_otp: demoCode } : {}),
  };
}
