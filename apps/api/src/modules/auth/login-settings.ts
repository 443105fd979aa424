/** The sign-in configuration of spec §3 (centralize_login and friends), read from business settings. */
import { flag, type SettingsService } from '../settings/index.ts';
import type { SocialProvider } from '../../adapters/identity/index.ts';

export interface LoginSettings {
  manual: boolean;
  otp: boolean;
  social: Record<SocialProvider, boolean>;
  phoneVerification: boolean;
  emailVerification: boolean;
  firebaseOtp: boolean;
  /** Sign-up accepts a referral code only when the wallet and referral earning are both on. */
  referral: boolean;
  demo: boolean;
}

export async function loginSettings(settings: SettingsService): Promise<LoginSettings> {
  const all = await settings.all();
  const login = (all.centralize_login ?? {}) as Record<string, unknown>;
  const socialOn = flag(login.social_login_status);
  return {
    manual: flag(login.manual_login_status),
    otp: flag(login.otp_login_status),
    social: {
      google: socialOn && flag(login.google_login_status),
      facebook: socialOn && flag(login.facebook_login_status),
      apple: socialOn && flag(login.apple_login_status),
    },
    phoneVerification: flag(login.phone_verification_status),
    emailVerification: flag(login.email_verification_status),
    firebaseOtp: flag(all.firebase_otp_verification),
    referral: flag(all.customer_wallet_status) && flag(all.ref_earning_status),
    demo: flag(all.demo),
  };
}
