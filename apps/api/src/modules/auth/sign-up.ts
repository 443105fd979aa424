/**
 * New accounts: sign-up with a password, and auth/update-info, which
 * completes an account an OTP or social sign-in created (name and the
 * missing one of email and phone) using the temp_token that sign-in gave.
 */
import { normalizeEmail, normalizePhone } from '@souq/domain';
import type { Queryable } from '@souq/db';
import { z } from 'zod';
import { AppError, conflict, forbidden, unprocessable } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { splitName, type AuthDeps, type Caller } from './deps.ts';
import { enforceLimits, LIMIT_RULES } from './limits.ts';
import { loginSettings, type LoginSettings } from './login-settings.ts';
import { hashPassword } from './passwords.ts';
import { findUserByContact, findUserById, insertUser, uniqueViolation, type UserRow } from './queries.ts';
import { emailField, phoneField, signUpBody, updateInfoBody, withLegacyFields } from './schemas.ts';
import { loginTypeOf, type LoginAnswer } from './sessions.ts';
import { hashSecret } from './tokens.ts';

export const phoneTaken = () => conflict('phone', 'This phone number is already registered.');
export const emailTaken = () => conflict('email', 'This email is already registered.');

/** Duplicates answer 409 before any write; the unique indexes catch a race. */
export async function assertContactsFree(
  db: Queryable,
  contacts: { phone?: string | null; email?: string | null },
  exceptUserId?: number,
) {
  if (contacts.phone) {
    const holder = await findUserByContact(db, 'phone', contacts.phone);
    if (holder && holder.id !== exceptUserId) throw phoneTaken();
  }
  if (contacts.email) {
    const holder = await findUserByContact(db, 'email', contacts.email);
    if (holder && holder.id !== exceptUserId) throw emailTaken();
  }
}

export function rethrowDuplicate(error: unknown): never {
  const field = uniqueViolation(error);
  if (field === 'phone') throw phoneTaken();
  if (field === 'email') throw emailTaken();
  throw error;
}

export function createSignUpFlows({ db, settings, sessions, limiter }: AuthDeps) {
  /** The referrer's id for a code: only with wallet and referral earning on, and only an active customer's code. */
  async function referrer(code: string | undefined, config: LoginSettings): Promise<number | null> {
    if (!code) return null;
    if (!config.referral) throw forbidden('ref_code', 'Referral codes are not accepted at the moment.');
    const [row] = await db.query<{ id: number }>(
      'select id from users where ref_code = $1 and status and deleted_at is null',
      [code.trim().toUpperCase()],
    );
    if (!row) throw unprocessable('ref_code', 'Referral code not found.');
    return row.id;
  }

  return {
    async signUp(body: unknown, caller: Caller): Promise<LoginAnswer> {
      const config = await loginSettings(settings);
      if (!config.manual)
        throw forbidden(
          'login_type',
          'Sign-up with a password is not available. Sign in with a one-time code instead.',
        );
      const input = validate(signUpBody, withLegacyFields(body));
      await enforceLimits(limiter, [[LIMIT_RULES.signUpPerIp, caller.client.ip ?? '']]);
      const phone = normalizePhone(input.phone);
      const email = normalizeEmail(input.email);
      await assertContactsFree(db, { phone, email });
      const refBy = await referrer(input.ref_code, config);
      const password = await hashPassword(input.password);
      const user = await db
        .transaction((tx) =>
          insertUser(tx, { ...splitName(input.name), phone, email, password, login_medium: 'manual', ref_by: refBy }),
        )
        .catch(rethrowDuplicate);
      return sessions.finish(user, { ...caller, loginType: 'manual' });
    },

    async updateInfo(body: unknown, caller: Caller): Promise<LoginAnswer> {
      const input = validate(updateInfoBody, withLegacyFields(body));
      const [found] = await db.query<{ id: number }>(
        'select id from users where temp_token = $1 and temp_token_expires_at > now() and deleted_at is null',
        [hashSecret(input.temp_token)],
      );
      const user = found && (await findUserById(db, found.id));
      if (!user) throw new AppError(401, 'temp_token', 'Your sign-in has expired. Please sign in again.');

      // Only what is missing is asked for; what the account has stays.
      const missing = validate(
        z.object({
          email: user.email ? z.unknown().optional() : emailField('Email is required', 'Must be a valid email'),
          phone: user.phone
            ? z.unknown().optional()
            : phoneField('phone number required', 'Phone number must be at least 10 digits'),
        }),
        input,
      );
      const email = user.email ? null : normalizeEmail(missing.email as string);
      const phone = user.phone ? null : normalizePhone(missing.phone as string);
      await assertContactsFree(db, { phone, email }, user.id);
      const refBy = user.ref_by ? null : await referrer(input.ref_code, await loginSettings(settings));

      const updated = await db
        .transaction(async (tx) => {
          const { f_name, l_name } = splitName(input.name);
          await tx.query(
            `update users set f_name = $2, l_name = $3, email = coalesce(email, $4), phone = coalesce(phone, $5),
                    ref_by = coalesce(ref_by, $6), temp_token = null, temp_token_expires_at = null, updated_at = now()
              where id = $1`,
            [user.id, f_name, l_name, email, phone, refBy],
          );
          return (await findUserById(tx, user.id)) as UserRow;
        })
        .catch(rethrowDuplicate);
      return sessions.finish(updated, { ...caller, loginType: loginTypeOf(user) });
    },
  };
}
