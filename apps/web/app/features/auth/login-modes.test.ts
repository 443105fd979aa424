import { describe, expect, it } from 'vitest';
import { loginOptions } from './login-modes.ts';

const config = (login: Record<string, number>, wallet = 1, referral = 1) => ({
  centralize_login: login,
  customer_wallet_status: wallet,
  ref_earning_status: referral,
});
const google = { social_login_status: 1, google_login_status: 1 };

describe('sign-in variant from centralize_login', () => {
  it.each([
    [{ otp_login_status: 1 }, 'otp'],
    [{ manual_login_status: 1 }, 'manual'],
    [{ ...google }, 'social'],
    [{ otp_login_status: 1, manual_login_status: 1 }, 'otp_manual'],
    [{ otp_login_status: 1, ...google }, 'otp_social'],
    [{ manual_login_status: 1, ...google }, 'manual_social'],
    [{ otp_login_status: 1, manual_login_status: 1, ...google }, 'all'],
  ])('%o is the %s variant', (login, variant) => {
    expect(loginOptions(config(login)).variant).toBe(variant);
  });

  it('lists only providers whose own switch and the social switch are on', () => {
    expect(
      loginOptions(
        config({ social_login_status: 1, google_login_status: 1, facebook_login_status: 0, apple_login_status: 1 }),
      ).social,
    ).toEqual(['google', 'apple']);
    expect(
      loginOptions(config({ social_login_status: 0, google_login_status: 1, manual_login_status: 1 })).social,
    ).toEqual([]);
  });

  it('offers sign-up only with password sign-in', () => {
    expect(loginOptions(config({ manual_login_status: 1 })).signUp).toBe(true);
    expect(loginOptions(config({ otp_login_status: 1 })).signUp).toBe(false);
  });

  it('shows the referral code field only when the wallet and referral earning are both on', () => {
    expect(loginOptions(config({ manual_login_status: 1 }, 1, 1)).referralCode).toBe(true);
    expect(loginOptions(config({ manual_login_status: 1 }, 0, 1)).referralCode).toBe(false);
    expect(loginOptions(config({ manual_login_status: 1 }, 1, 0)).referralCode).toBe(false);
  });

  it('falls back to the password form when nothing is switched on', () => {
    expect(loginOptions(config({})).variant).toBe('manual');
  });
});
