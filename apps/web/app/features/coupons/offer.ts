/** A coupon as the pages show it (the checkout's coupon box, the profile's Coupons tab), from coupon/list. */
import type { WireCoupon } from '@souq/api/answers';
import { toMinor, type Minor } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';

export interface CouponOffer {
  code: string;
  title: string;
  couponType: string;
  discountType: 'percent' | 'amount';
  discount: number;
  maxDiscount: Minor;
  minPurchase: Minor;
  expireDate: string;
  createdBy: 'admin' | 'vendor';
  /** Store-wise coupons name their store. */
  storeName: string | null;
}

export function couponOffer(c: WireCoupon, decimals: number): CouponOffer {
  const discountType = c.discount_type === 'percent' ? 'percent' : 'amount';
  return {
    code: c.code,
    title: c.title,
    couponType: c.coupon_type,
    discountType,
    discount: discountType === 'percent' ? Number(c.discount) : toMinor(c.discount, decimals),
    maxDiscount: toMinor(c.max_discount ?? 0, decimals),
    minPurchase: toMinor(c.min_purchase ?? 0, decimals),
    expireDate: c.expire_date,
    createdBy: c.created_by === 'vendor' ? 'vendor' : 'admin',
    storeName: c.store_name ?? null,
  };
}

/** 'Free delivery', '25% off', '5.00 SAR off'. */
export function useOfferText(): (offer: CouponOffer) => string {
  const t = useT();
  const format = useFormat();
  return (o) =>
    o.couponType === 'free_delivery'
      ? t('checkout.freeDelivery')
      : o.discountType === 'percent'
        ? t('checkout.percentOff', { value: format.percent(o.discount) })
        : t('checkout.amountOff', { amount: format.money(o.discount) });
}
