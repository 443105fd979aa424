/** The public entry of the auth module: what other modules and the app may use. */
export { splitName, type Caller } from './deps.ts';
export { isGuestIdFormat } from './guests.ts';
export { enforceFailureLimits, enforceLimits, LIMIT_RULES, type LimitRule } from './limits.ts';
export { loginSettings } from './login-settings.ts';
export { hashPassword } from './passwords.ts';
export { changeBalance, countDeliveredOrder, readBalance, type AccountBalance } from './balances.ts';
export { findUserById } from './queries.ts';
export {
  authRoutes,
  callerOf,
  type GuestIdJson,
  type LoginJson,
  type ResetCodeSentJson,
  type SignInJson,
} from './routes.ts';
export { emailField, nameField, optionalText, PASSWORD_MAX_LENGTH, requiredText, withLegacyFields } from './schemas.ts';
export { createAccountsService, type AccountsService } from './service.ts';
export { assertContactsFree, rethrowDuplicate } from './sign-up.ts';
export type { CheckoutAccounts, PreparedAccount } from './checkout-account.ts';
export {
  addInterests,
  markNotificationsRead,
  selectNotificationStanding,
  setNotificationChoices,
  type NotificationStanding,
  rememberOrderZone,
  selectInterests,
  selectPeople,
  selectProfile,
  selectReferralFacts,
  setLanguageKey,
  setPushToken,
  updateProfile,
  type Person,
  type ProfileRow,
} from './profile.ts';
