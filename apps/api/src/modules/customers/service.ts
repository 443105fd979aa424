/**
 * The signed-in customer's own account: the profile (customer/info), its
 * changes, interests, push token and removal. A new phone or email must be
 * proven with a code first when the store verifies that medium.
 */
import {
  ACCOUNT_FORM_MESSAGES as F,
  isPhone,
  LIMITS,
  newCustomerDiscount,
  maskEmail,
  maskPhone,
  normalizeEmail,
  normalizePhone,
  type LanguageCode,
} from '@souq/domain';
import type { Database } from '@souq/db';
import { z } from 'zod';
import { MAX_ID, num } from '../../http/schemas.ts';
import type { CustomerSession } from '../../http/auth.ts';
import { unprocessable } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { validate } from '../../http/validate.ts';
import type { AppUrls } from '../../lib/urls.ts';
import {
  type Caller,
  splitName,
  loginSettings,
  hashPassword,
  findUserById,
  emailField,
  nameField,
  optionalText,
  PASSWORD_MAX_LENGTH,
  withLegacyFields,
  type AccountsService,
  assertContactsFree,
  rethrowDuplicate,
} from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import {
  checkProfileImage,
  deleteProfileImage,
  isUploadedFile,
  PROFILE_BUCKET,
  saveProfileImage,
} from './profile-image.ts';

const profileBody = z
  .object({
    name: nameField,
    email: emailField(F.emailRequired, F.emailInvalid),
    phone: optionalText.refine((v) => v === undefined || isPhone(v), F.phoneTooShort),
    password: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().min(LIMITS.passwordMinLength, F.passwordMin6).max(PASSWORD_MAX_LENGTH, F.passwordTooLong).optional(),
    ),
    confirm_password: z.preprocess((v) => (v === null ? undefined : v), z.string().optional()),
    /** Needed with a new password when the account has one (issue 13, item 10). */
    current_password: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().max(PASSWORD_MAX_LENGTH, F.passwordTooLong).optional(),
    ),
    otp: optionalText,
    session_info: optionalText,
    verification_medium: z.enum(['phone', 'email']).optional().catch(undefined),
  })
  .superRefine((body, issues) => {
    if (body.password === undefined) return;
    if (!body.confirm_password)
      issues.addIssue({ code: 'custom', path: ['confirm_password'], message: F.confirmPasswordRequired });
    else if (body.confirm_password !== body.password)
      issues.addIssue({ code: 'custom', path: ['confirm_password'], message: F.passwordsMustMatch });
  });

const interestBody = z.object({
  interest: z.preprocess(
    (v) => (typeof v === 'string' ? safeJson(v) : v),
    z
      .array(num(z.number().int().positive().max(MAX_ID)), {
        error: 'The interest field must be a list of category ids.',
      })
      .max(100),
  ),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.split(',').filter(Boolean);
  }
}

interface ProfileRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  is_phone_verified: boolean;
  is_email_verified: boolean;
  email_verified_at: Date | null;
  login_medium: string;
  social_id: string | null;
  status: boolean;
  order_count: number;
  zone_id: number | null;
  wallet_balance: string;
  loyalty_point: number;
  ref_code: string;
  ref_by: number | null;
  interest: number[];
  module_ids: number[];
  current_language_key: string;
  cm_firebase_token: string | null;
  created_at: Date;
  updated_at: Date;
  member_since_days: number;
  /** Orders placed (any status): the first-order discount is for the first one. */
  orders_placed: number;
  has_password: boolean;
}

export type ProfileChangeAnswer =
  | { message: string }
  | {
      message: string;
      verification_on: true;
      verification_medium: 'phone' | 'email';
      verification_via?: 'firebase';
      demo_otp?: string;
    };

export function createCustomerService(
  db: Database,
  settings: SettingsService,
  urls: AppUrls,
  accounts: AccountsService,
  dataDir: string,
) {
  /** The new-customer discount a referred customer gets on their first order, while it is valid. */
  /** The domain's rule, the one checkout charges by: the checkout page previews the discount from this answer. */
  async function firstOrderDiscount(row: ProfileRow, ordersPlaced: number) {
    const discount = newCustomerDiscount(await settings.all(), {
      referred: row.ref_by !== null,
      ordersPlaced,
      memberSinceDays: row.member_since_days,
    });
    return {
      is_valid_for_discount: discount !== null,
      discount_amount: discount?.amount ?? 0,
      discount_amount_type: discount?.type ?? '',
      validity: discount?.validity ?? '',
    };
  }

  return {
    async info(session: CustomerSession, locale: LanguageCode) {
      const [row] = await db.query<ProfileRow>(
        `select id, f_name, l_name, phone, email, image, is_phone_verified, is_email_verified, email_verified_at, login_medium,
                social_id, status, order_count, zone_id, wallet_balance, loyalty_point, ref_code, ref_by, interest, module_ids,
                current_language_key, cm_firebase_token, created_at, updated_at, password is not null as has_password,
                floor(extract(epoch from now() - created_at) / 86400)::int as member_since_days,
                (select count(*)::int from orders o where o.user_id = users.id) as orders_placed
           from users where id = $1`,
        [session.userId],
      );
      // The language the customer uses is kept for notifications, as 6amMart does from X-localization.
      if (row.current_language_key !== locale)
        await db.query('update users set current_language_key = $2 where id = $1', [row.id, locale]);
      const { has_password, wallet_balance, is_phone_verified, is_email_verified, orders_placed, ...profile } = row;
      return {
        ...profile,
        current_language_key: locale,
        is_phone_verified: is_phone_verified ? 1 : 0,
        is_email_verified: is_email_verified ? 1 : 0,
        status: 1,
        wallet_balance: Number(wallet_balance),
        image_full_url: urls.storage(PROFILE_BUCKET, row.image),
        storage: row.image ? [{ key: 'image', value: 'public' }] : [],
        selected_modules_for_interest: row.module_ids,
        /** False for accounts made by OTP or social sign-in: the profile form then asks for a new password without an old one. */
        has_password,
        userinfo: null,
        average_rating: 0,
        total_review: 0,
        ...(await firstOrderDiscount(row, orders_placed)),
      };
    },

    async updateProfile(session: CustomerSession, body: unknown, caller: Caller): Promise<ProfileChangeAnswer> {
      const fields = withLegacyFields(body);
      const input = validate(profileBody, fields);
      if (isUploadedFile(fields.image)) checkProfileImage(fields.image);
      const user = (await findUserById(db, session.userId))!;
      const phone = input.phone ? normalizePhone(input.phone) : user.phone;
      const email = normalizeEmail(input.email);
      const phoneChanged = phone !== user.phone;
      const emailChanged = email !== user.email?.toLowerCase();
      if (input.password) await accounts.checkCurrentPassword(user.id, input.current_password, caller);
      await assertContactsFree(db, { phone: phoneChanged ? phone : null, email: emailChanged ? email : null }, user.id);

      // A new phone or email counts only once its owner proves it, when the store verifies that medium;
      // a new email always while mail really leaves (issue 13, item 10): the email can reset the password.
      const config = await loginSettings(settings);
      const toProve = [
        ...(phoneChanged && phone && config.phoneVerification ? [['phone', phone] as const] : []),
        ...(emailChanged && (config.emailVerification || accounts.mailActive) ? [['email', email] as const] : []),
      ];
      const ownedBy = (payload: unknown) => (payload as { user_id?: number } | null)?.user_id === user.id;
      for (const [medium, destination] of toProve) {
        const checked = await accounts.otp.findChecked({ destination, purpose: 'profile_change' });
        if (checked && ownedBy(checked.payload)) continue;
        const answering = input.otp && (input.verification_medium ?? medium) === medium;
        if (answering && medium === 'phone' && input.session_info && accounts.firebase) {
          const confirmed = await accounts.firebase.verify(input.session_info, input.otp!).catch(() => null);
          if (!confirmed || normalizePhone(confirmed) !== destination) throw unprocessable('otp', 'OTP does not match');
          continue;
        }
        if (answering) {
          const { payload } = await accounts.otp.check({
            destination,
            purpose: 'profile_change',
            code: input.otp!,
            consume: false,
          });
          if (!ownedBy(payload)) throw unprocessable('otp', 'OTP does not match');
          continue;
        }
        const masked = medium === 'phone' ? maskPhone(destination) : maskEmail(destination);
        if (medium === 'phone' && config.firebaseOtp && accounts.firebase) {
          return {
            message: translate(caller.locale, 'Verify your phone number with the code Firebase sends you.'),
            verification_on: true,
            verification_medium: medium,
            verification_via: 'firebase',
          };
        }
        const sent = await accounts.otp.send({
          channel: medium,
          destination,
          purpose: 'profile_change',
          payload: { user_id: user.id },
          locale: caller.locale,
          log: caller.log,
        });
        return {
          message: translate(caller.locale, 'OTP sent to {destination}', { destination: masked }),
          verification_on: true,
          verification_medium: medium,
          ...(sent.demoCode ? { demo_otp: sent.demoCode } : {}),
        };
      }

      const image = isUploadedFile(fields.image) ? await saveProfileImage(dataDir, fields.image) : null;
      const password = input.password ? await hashPassword(input.password) : null;
      const proven = new Set(toProve.map(([medium]) => medium));
      const { f_name, l_name } = splitName(input.name);
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `update users set f_name = $2, l_name = $3, phone = $4, email = $5,
                    is_phone_verified = case when $6 then $7 else is_phone_verified end,
                    is_email_verified = case when $8 then $9 else is_email_verified end,
                    email_verified_at = case when $8 then (case when $9 then now() end) else email_verified_at end,
                    image = coalesce($10, image), password = coalesce($11, password), updated_at = now()
              where id = $1`,
            [
              user.id,
              f_name,
              l_name,
              phone,
              email,
              phoneChanged,
              proven.has('phone'),
              emailChanged,
              proven.has('email'),
              image,
              password,
            ],
          );
          // A new password signs every other device out.
          if (password) await accounts.endSessions(tx, user.id, session.tokenId);
        });
      } catch (error) {
        await deleteProfileImage(dataDir, image);
        rethrowDuplicate(error);
      }
      for (const [, destination] of toProve) await accounts.otp.discard({ destination, purpose: 'profile_change' });
      if (image) await deleteProfileImage(dataDir, user.image);
      return { message: translate(caller.locale, 'Profile updated successfully.') };
    },

    /** Adds category ids to the customer's interests and the current module to their modules. */
    async updateInterest(session: CustomerSession, body: unknown, moduleId: number | null) {
      const { interest } = validate(interestBody, body);
      // Interests pick the categories /home leads with: an id that names no active category would be kept forever and shown nowhere.
      const known = await db.query<{ id: number }>('select id from categories where id = any($1::int[]) and status', [
        interest,
      ]);
      if (known.length !== new Set(interest).size) throw unprocessable('interest', 'Category not found.');
      const [module] = moduleId
        ? await db.query<{ id: number }>('select id from modules where id = $1', [moduleId])
        : [];
      await db.query(
        `update users set
           interest = (select coalesce(jsonb_agg(distinct value order by value), '[]') from (
                         select value::int as value from jsonb_array_elements_text(interest)
                         union select unnest($2::int[])) ids),
           module_ids = case when $3::int is null or module_ids @> to_jsonb($3::int) then module_ids else module_ids || to_jsonb($3::int) end,
           updated_at = now()
         where id = $1`,
        [session.userId, interest, module?.id ?? null],
      );
    },

    async setPushToken(session: CustomerSession, token: string | null) {
      await db.query('update users set cm_firebase_token = $2, updated_at = now() where id = $1', [
        session.userId,
        token,
      ]);
    },

    async removeAccount(session: CustomerSession) {
      const [row] = await db.query<{ image: string | null }>('select image from users where id = $1', [session.userId]);
      await accounts.removeAccount(session.userId);
      await deleteProfileImage(dataDir, row?.image);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

export const pushTokenBody = z.object({
  cm_firebase_token: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : null),
    z.string().max(500).nullable(),
  ),
});
