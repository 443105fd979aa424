/** The signed-in shopper's profile, as the profile pages read it (GET customer/info). */
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

interface CustomerInfo {
  f_name: string | null;
  l_name: string | null;
  email: string | null;
  phone: string | null;
  image_full_url: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  has_password: boolean;
  member_since_days: number;
  order_count: number;
  wallet_balance: number;
  loyalty_point: number;
  ref_code: string | null;
}

export async function loadProfile(api: Api, secure: boolean): Promise<Profile> {
  let info: CustomerInfo;
  try {
    info = await api.getAs<CustomerInfo>()('/customer/info');
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
