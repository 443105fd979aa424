/** The Coupons tab: the running coupons this customer may use in their zones and module (coupon/list). */
import { currencyDecimals } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
import { couponOffer, type CouponOffer } from './offer.ts';

export async function loadCoupons(api: Api): Promise<CouponOffer[]> {
  const [coupons, config] = await Promise.all([api.get('/coupon/list'), api.get('/config')]);
  return coupons.map((c) => couponOffer(c, currencyDecimals(config.digit_after_decimal_point)));
}
