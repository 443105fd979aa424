/**
 * Forgot password in three steps (spec §4): forgot-password sends a code to
 * the phone or email, verify-token checks it, reset-password checks it
 * again, spends it and sets the password. A reset ends every session of
 * the account and counts as proof of the phone or email it went through.
 */
import { normalizeContact } from '@souq/domain';
import { notFound } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { validate } from '../../http/validate.ts';
import type { AuthDeps, Caller } from './deps.ts';
import { enforceLimits, LIMIT_RULES } from './limits.ts';
import { loginSettings } from './login-settings.ts';
import { hashPassword } from './passwords.ts';
import {
  contactMaySignIn,
  findUserByContact,
  markContactVerified,
  setPassword,
  type ContactMedium,
} from './queries.ts';
import { forgotPasswordBody, resetPasswordBody, verifyResetBody, withLegacyFields } from './schemas.ts';

const noAccount = (kind: ContactMedium) =>
  notFound(
    kind,
    kind === 'phone'
      ? 'No account is registered with this phone number.'
      : 'No account is registered with this email address.',
  );

function destinationOf(input: { verification_method: ContactMedium; phone?: string; email?: string }) {
  const kind = input.verification_method;
  return { kind, destination: normalizeContact(kind, (kind === 'phone' ? input.phone : input.email)!) };
}

export function createPasswordResetFlows({ db, settings, otp, limiter, firebase, endSessions }: AuthDeps) {
  /** The account a reset through this contact may open; a never-proven contact of a proven account opens none. */
  async function resettable(kind: ContactMedium, destination: string) {
    const user = await findUserByContact(db, kind, destination);
    return user && contactMaySignIn(user, kind) ? user : undefined;
  }

  return {
    async forgotPassword(body: unknown, caller: Caller): Promise<ResetCodeSentJson> {
      const { kind, destination } = destinationOf(validate(forgotPasswordBody, withLegacyFields(body)));
      await enforceLimits(limiter, [
        [LIMIT_RULES.otpSendPerIp, caller.client.ip ?? ''],
        [LIMIT_RULES.otpSendPerDestination, destination],
      ]);
      if (!(await resettable(kind, destination))) throw noAccount(kind);
      if (kind === 'phone' && firebase && (await loginSettings(settings)).firebaseOtp) {
        // The client sends the SMS through Firebase, then calls auth/firebase-verify-token with is_reset_token.
        return {
          message: translate(caller.locale, 'Verify your phone number with the code Firebase sends you.'),
          verification_via: 'firebase' as const,
        };
      }
      const sent = await otp.send({
        channel: kind,
        destination,
        purpose: 'password_reset',
        locale: caller.locale,
        log: caller.log,
      });
      return {
        message: translate(caller.locale, 'OTP sent successfully'),
        ...(sent.demoCode ? { demo_otp: sent.demoCode } : {}),
      };
    },

    async verifyResetCode(body: unknown, caller: Caller) {
      const input = validate(verifyResetBody, withLegacyFields(body));
      const { destination } = destinationOf(input);
      await enforceLimits(limiter, [[LIMIT_RULES.otpCheckPerIp, caller.client.ip ?? '']]);
      await otp.check({ destination, purpose: 'password_reset', code: input.reset_token, consume: false });
      return { message: translate(caller.locale, 'OTP verified. You can set a new password now.') };
    },

    async resetPassword(body: unknown, caller: Caller) {
      const input = validate(resetPasswordBody, withLegacyFields(body));
      const { kind, destination } = destinationOf(input);
      await enforceLimits(limiter, [[LIMIT_RULES.otpCheckPerIp, caller.client.ip ?? '']]);
      await otp.check({ destination, purpose: 'password_reset', code: input.reset_token, consume: true });
      const user = await resettable(kind, destination);
      if (!user) throw noAccount(kind);
      const hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, hash);
        await markContactVerified(tx, user.id, kind);
        await endSessions(tx, user.id);
      });
      return {
        message: translate(caller.locale, 'Password changed successfully. Please sign in with your new password.'),
      };
    },
  };
}

/**
 * auth/forgot-password: the code was sent (`demo_otp`: the code itself, in demo mode only), or
 * `verification_via: 'firebase'`: the client verifies the phone with Firebase instead.
 */
export interface ResetCodeSentJson {
  message: string;
  demo_otp?: string;
  verification_via?: 'firebase';
}
