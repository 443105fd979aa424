/**
 * The profile's Coupons tab (spec §2): each running coupon with its code to
 * copy, what it takes off, its minimum purchase and cap, its store and its
 * last day. Codes are entered at checkout.
 */
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { useOfferText, type CouponOffer } from './offer.ts';
import { Button } from '../../components/ui/button.tsx';

export function CouponsPanel({ coupons }: { coupons: CouponOffer[] }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h2 className="text-2xl font-bold">{t('coupons.title')}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('coupons.hint')}</p>
      </header>
      {coupons.length === 0 ? (
        <EmptyState icon="ticket" title={t('coupons.empty')} body={t('coupons.emptyHint')} />
      ) : (
        <ul aria-label={t('coupons.list')} className="grid gap-4 sm:grid-cols-2">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CouponCard({ coupon }: { coupon: CouponOffer }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const offerText = useOfferText();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      toast(t('coupons.copied'));
    } catch {
      // No clipboard here: the code stays on the card to copy by hand.
    }
  };
  const conditions = [
    coupon.minPurchase > 0 ? t('checkout.minPurchase', { amount: format.money(coupon.minPurchase) }) : null,
    coupon.discountType === 'percent' && coupon.maxDiscount > 0
      ? t('coupons.upTo', { amount: format.money(coupon.maxDiscount) })
      : null,
    coupon.couponType === 'first_order' ? t('coupons.firstOrder') : null,
    coupon.storeName ? t('coupons.atStore', { store: coupon.storeName }) : null,
  ].filter(Boolean);
  return (
    <article className="flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex w-24 shrink-0 flex-col items-center justify-center gap-1 border-e-2 border-dashed border-slate-200 bg-brand-50 p-3 text-center text-brand-800 dark:border-slate-700 dark:bg-brand-700/20 dark:text-brand-100">
        <Icon name="ticket" className="size-6" />
        <span className="text-sm leading-tight font-extrabold">{offerText(coupon)}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <h3 className="font-bold">{coupon.title}</h3>
        {conditions.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{conditions.join(' · ')}</p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('coupons.validUntil', { date: format.date(coupon.expireDate) })}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 px-3 py-1.5 dark:border-slate-600">
          <b dir="ltr" className="font-mono tracking-wider">
            {coupon.code}
          </b>
          <Button
            variant="link"
            className="text-sm"
            onClick={() => void copy()}
            aria-label={t('coupons.copyCode', { code: coupon.code })}
          >
            {t('coupons.copy')}
          </Button>
        </div>
      </div>
    </article>
  );
}
