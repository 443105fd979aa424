/**
 * One-time codes: 6 digits from the CSPRNG, stored as a salted HMAC, valid
 * 5 minutes, resent at most once a minute, and blocked for 15 minutes
 * after 5 wrong tries, per destination and purpose (login, verification,
 * password reset, profile change are counted apart).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@souq/db';
import { LIMITS, type LanguageCode } from '@souq/domain';
import type { OtpChannel, OtpSender } from '../../adapters/otp/index.ts';
import { AppError, tooManyRequests, unprocessable } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { flag, type SettingsService } from '../settings/index.ts';

export type OtpPurpose = 'login' | 'verification' | 'password_reset' | 'profile_change';

export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  resendSeconds: LIMITS.otpResendSeconds,
  maxWrongTries: 5,
  blockSeconds: 15 * 60,
  /** A code checked without being spent (reset step 2, "Is It You?") stays usable this long for the next step. */
  checkedGraceSeconds: 15 * 60,
} as const;

export interface OtpRequest {
  channel: OtpChannel;
  destination: string;
  purpose: OtpPurpose;
  locale: LanguageCode;
  /** What the code confirms beyond the destination (a pending profile change). */
  payload?: unknown;
  /** Within the resend wait, keep the code already sent instead of refusing. */
  reuseRecent?: boolean;
  log?: { error(details: object, message: string): void };
}

export interface OtpSent {
  /** False when a code sent moments ago is still the one to use. */
  sent: boolean;
  /** The code itself, only when the store runs in demo mode (the "For demo purpose use otp" hint). */
  demoCode?: string;
}

interface OtpRow {
  code_hash: string | null;
  expires_at: Date;
  blocked_until: Date | null;
  failed_attempts: number;
  payload: unknown;
  resend_in: number;
  blocked_for: number;
}

function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHmac('sha256', salt).update(code).digest('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const otpBlocked = (seconds: number) =>
  tooManyRequests(
    'otp_blocked',
    'Too many wrong attempts. Please try again after {minutes, plural, one {# minute} other {# minutes}}.',
    seconds,
    {
      minutes: Math.ceil(seconds / 60),
    },
  );

export function createOtpService(db: Database, sender: OtpSender, settings: SettingsService) {
  async function state(destination: string, purpose: OtpPurpose) {
    const [row] = await db.query<OtpRow>(
      `select code_hash, expires_at, blocked_until, failed_attempts, payload,
              ceil(extract(epoch from sent_at + make_interval(secs => $3) - now()))::int as resend_in,
              ceil(extract(epoch from coalesce(blocked_until, now()) - now()))::int as blocked_for
         from otp_codes where destination = $1 and purpose = $2`,
      [destination, purpose, OTP_RULES.resendSeconds],
    );
    return row;
  }

  return {
    async send(request: OtpRequest): Promise<OtpSent> {
      const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
      const codeHash = hashCode(code);
      // One statement decides atomically: a new code only past the resend wait and outside a block.
      const stored = await db.query(
        `insert into otp_codes (destination, purpose, channel, code_hash, sent_at, expires_at, payload)
         values ($1, $2, $3, $4, now(), now() + make_interval(secs => $5), $6)
         on conflict (destination, purpose) do update set
           channel = excluded.channel, code_hash = excluded.code_hash, sent_at = excluded.sent_at,
           expires_at = excluded.expires_at, payload = excluded.payload, verified_at = null, blocked_until = null,
           -- Wrong tries survive a resend (else resending would reset the limit) but not an ended block or a quiet quarter hour.
           failed_attempts = case when otp_codes.blocked_until is not null or otp_codes.sent_at < now() - make_interval(secs => $8)
                                  then 0 else otp_codes.failed_attempts end
         where otp_codes.sent_at <= now() - make_interval(secs => $7)
           and (otp_codes.blocked_until is null or otp_codes.blocked_until <= now())
         returning 1`,
        [
          request.destination,
          request.purpose,
          request.channel,
          codeHash,
          OTP_RULES.ttlSeconds,
          JSON.stringify(request.payload ?? null),
          OTP_RULES.resendSeconds,
          OTP_RULES.blockSeconds,
        ],
      );
      if (stored.length === 0) {
        const current = await state(request.destination, request.purpose);
        if (current && current.blocked_for > 0) throw otpBlocked(current.blocked_for);
        if (request.reuseRecent && current?.code_hash) return { sent: false };
        const seconds = Math.max(1, current?.resend_in ?? OTP_RULES.resendSeconds);
        throw tooManyRequests(
          'otp',
          'Please try again after {seconds, plural, one {# second} other {# seconds}}',
          seconds,
          { seconds },
        );
      }

      const business = String((await settings.get('business_name', request.locale)) ?? 'Souq');
      try {
        await sender.send({
          channel: request.channel,
          destination: request.destination,
          purpose: request.purpose,
          code,
          subject: translate(request.locale, '{business} verification code', { business }),
          body: translate(
            request.locale,
            '{code} is your {business} verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
            {
              code,
              business,
              minutes: OTP_RULES.ttlSeconds / 60,
            },
          ),
        });
      } catch (error) {
        request.log?.error({ err: error, channel: request.channel }, 'OTP delivery failed');
        // Not delivered: forget the code so the shopper can ask again at once.
        await db.query('delete from otp_codes where destination = $1 and purpose = $2 and code_hash = $3', [
          request.destination,
          request.purpose,
          codeHash,
        ]);
        throw new AppError(503, 'otp', 'We could not send the code. Please try again in a moment.');
      }
      return { sent: true, demoCode: flag(await settings.get('demo')) ? code : undefined };
    },

    /**
     * Checks a code. consume: true spends it (the last step of a flow);
     * false keeps it usable for a follow-up step. Wrong tries are counted
     * and committed even though the caller receives an error.
     */
    async check(input: {
      destination: string;
      purpose: OtpPurpose;
      code: string;
      consume: boolean;
    }): Promise<{ payload: unknown }> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.query<OtpRow & { expired: boolean }>(
          `select code_hash, payload, failed_attempts, expires_at <= now() as expired,
                  ceil(extract(epoch from coalesce(blocked_until, now()) - now()))::int as blocked_for
             from otp_codes where destination = $1 and purpose = $2 for update`,
          [input.destination, input.purpose],
        );
        if (row && row.blocked_for > 0) return { kind: 'blocked' as const, seconds: row.blocked_for };
        if (!row || !row.code_hash) return { kind: 'mismatch' as const };
        if (row.expired) return { kind: 'expired' as const };
        if (!codeMatches(input.code, row.code_hash)) {
          const tries = row.failed_attempts + 1;
          if (tries >= OTP_RULES.maxWrongTries) {
            await tx.query(
              `update otp_codes set failed_attempts = $3, code_hash = null, blocked_until = now() + make_interval(secs => $4)
                where destination = $1 and purpose = $2`,
              [input.destination, input.purpose, tries, OTP_RULES.blockSeconds],
            );
            return { kind: 'blocked' as const, seconds: OTP_RULES.blockSeconds };
          }
          await tx.query('update otp_codes set failed_attempts = $3 where destination = $1 and purpose = $2', [
            input.destination,
            input.purpose,
            tries,
          ]);
          return { kind: 'mismatch' as const };
        }
        if (input.consume) {
          await tx.query('delete from otp_codes where destination = $1 and purpose = $2', [
            input.destination,
            input.purpose,
          ]);
        } else {
          await tx.query(
            `update otp_codes set verified_at = now(), failed_attempts = 0,
                    expires_at = greatest(expires_at, now() + make_interval(secs => $3))
              where destination = $1 and purpose = $2`,
            [input.destination, input.purpose, OTP_RULES.checkedGraceSeconds],
          );
        }
        return { kind: 'ok' as const, payload: row.payload };
      });
      switch (outcome.kind) {
        case 'ok':
          return { payload: outcome.payload };
        case 'blocked':
          throw otpBlocked(outcome.seconds);
        case 'expired':
          throw unprocessable('otp', 'The OTP has expired. Please request a new one.');
        default:
          throw unprocessable('otp', 'OTP does not match');
      }
    },

    /** The payload of a code already checked (consume: false) and still within its grace period, else null. */
    async findChecked(input: { destination: string; purpose: OtpPurpose }): Promise<{ payload: unknown } | null> {
      const [row] = await db.query<{ payload: unknown }>(
        `select payload from otp_codes where destination = $1 and purpose = $2 and verified_at is not null and expires_at > now()`,
        [input.destination, input.purpose],
      );
      return row ?? null;
    },

    async discard(input: { destination: string; purpose: OtpPurpose }): Promise<void> {
      await db.query('delete from otp_codes where destination = $1 and purpose = $2', [
        input.destination,
        input.purpose,
      ]);
    },

    /** Stores a code proven by another party (Firebase) so the password reset step can spend it. */
    async storeChecked(input: { channel: OtpChannel; destination: string; purpose: OtpPurpose }): Promise<string> {
      const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
      await db.query(
        `insert into otp_codes (destination, purpose, channel, code_hash, sent_at, expires_at, verified_at)
         values ($1, $2, $3, $4, now(), now() + make_interval(secs => $5), now())
         on conflict (destination, purpose) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at,
           expires_at = excluded.expires_at, verified_at = excluded.verified_at, failed_attempts = 0, blocked_until = null
         where otp_codes.blocked_until is null or otp_codes.blocked_until <= now()`,
        [input.destination, input.purpose, input.channel, hashCode(code), OTP_RULES.checkedGraceSeconds],
      );
      return code;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
