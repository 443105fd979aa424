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
  addInterests,
  selectProfile,
  setLanguageKey,
  setPushToken,
  updateProfile,
  type ProfileRow,
} from '../auth/index.ts';
import { activeCategoryIds } from '../catalog/index.ts';
import { moduleExists } from '../modules/index.ts';
import { countCustomerOrders } from '../orders/index.ts';
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
      // Orders placed (any status): the first-order discount is for the first one.
      const [row, orders_placed] = await Promise.all([
        selectProfile(db, session.userId),
        countCustomerOrders(db, session.userId),
      ]);
      // The language the customer uses is kept for notifications, as 6amMart does from X-localization.
      if (row.current_language_key !== locale) await setLanguageKey(db, row.id, locale);
      const { has_password, wallet_balance, is_phone_verified, is_email_verified, ...profile } = row;
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
          await updateProfile(tx, user.id, {
            f_name,
            l_name,
            phone,
            email,
            phoneChanged,
            phoneProven: proven.has('phone'),
            emailChanged,
            emailProven: proven.has('email'),
            image,
            password,
          });
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
      const known = await activeCategoryIds(db, interest);
      if (known.length !== new Set(interest).size) throw unprocessable('interest', 'Category not found.');
      const module = moduleId ? await moduleExists(db, moduleId) : false;
      await addInterests(db, session.userId, interest, module ? moduleId : null);
    },

    async setPushToken(session: CustomerSession, token: string | null) {
      await setPushToken(db, session.userId, token);
    },

    async removeAccount(session: CustomerSession) {
      const user = await findUserById(db, session.userId);
      await accounts.removeAccount(session.userId);
      await deleteProfileImage(dataDir, user?.image);
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
