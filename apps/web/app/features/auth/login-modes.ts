/**
 * Which ways of signing in the store offers (config centralize_login, spec
 * §2): one of the variants otp, manual, social, otp_manual, otp_social,
 * manual_social and all, and the social providers switched on.
 */
export type SignInVariant = 'otp' | 'manual' | 'social' | 'otp_manual' | 'otp_social' | 'manual_social' | 'all';
export type SocialProvider = 'google' | 'facebook' | 'apple';

export interface LoginOptions {
  variant: SignInVariant;
  manual: boolean;
  otp: boolean;
  social: SocialProvider[];
  /** Sign-up creates a password account, so it exists only with manual sign-in. */
  signUp: boolean;
  /** Sign-up offers a referral code only when the wallet and referral earning are both on. */
  referralCode: boolean;
}

/** The config's switches as the API sends them (each in any stored form, or null when the store lacks it). */
export function loginOptions(config: {
  centralize_login: Record<string, unknown> | null;
  customer_wallet_status: unknown;
  ref_earning_status: unknown;
}): LoginOptions {
  const login = config.centralize_login ?? {};
  const socialOn = on(login.social_login_status);
  const social = (['google', 'facebook', 'apple'] as const).filter((p) => socialOn && on(login[`${p}_login_status`]));
  const otp = on(login.otp_login_status);
  // A store with nothing switched on still shows the password form; the API then says why it refuses.
  const manual = on(login.manual_login_status) || (!otp && social.length === 0);
  const parts = [otp && 'otp', manual && 'manual', social.length > 0 && 'social'].filter(Boolean) as string[];
  const variant = (parts.length === 3 ? 'all' : parts.join('_')) as SignInVariant;
  return {
    variant,
    manual,
    otp,
    social,
    signUp: manual,
    referralCode: on(config.customer_wallet_status) && on(config.ref_earning_status),
  };
}
import { settingOn as on } from '@souq/domain';
