/** The signed-in shopper's profile, as the profile pages read it (GET customer/info). */
import type { WireCustomerInfo } from '@souq/api/answers';
import { ApiError, type Api } from '../../lib/api.server.ts';
import { endedSession } from '../auth/session.server.ts';

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  imageUrl: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  hasPassword: boolean;
  memberSinceDays: number;
  orderCount: number;
  walletBalance: number;
  loyaltyPoints: number;
  /** The code friends sign up with (referral earnings). */
  refCode: string;
}

export async function loadProfile(api: Api, secure: boolean): Promise<Profile> {
  let info: WireCustomerInfo;
  try {
    info = await api.get('/customer/info');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(secure);
    throw error;
  }
  return {
    firstName: info.f_name ?? '',
    lastName: info.l_name ?? '',
    email: info.email ?? '',
    phone: info.phone ?? '',
    imageUrl: info.image_full_url,
    phoneVerified: info.is_phone_verified === 1,
    emailVerified: info.is_email_verified === 1,
    hasPassword: info.has_password,
    memberSinceDays: info.member_since_days,
    orderCount: info.order_count,
    walletBalance: info.wallet_balance,
    loyaltyPoints: info.loyalty_point,
    refCode: info.ref_code ?? '',
  };
}
