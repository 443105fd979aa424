/**
 * The order summary (spec, reference §5.2 "Totals"): the store and its
 * lines, the coupon box (code input and the shopper's coupons), then
 * subtotal, discount, coupon discount, tax (included or added), delivery fee
 * or its free-delivery state, tip, the additional charge under its
 * configured name, extra packaging, and the total. Figures come from
 * checkoutTotals (the domain's orderTotals).
 */
import { useState, type ReactNode } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { bestCashback, minimumOrderShortfall, type CashbackOffer, type Minor, type OrderTotals } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { useOfferText } from '../coupons/offer.ts';
import type { CheckoutData } from './checkout.server.ts';
import { Button } from '../../components/ui/button.tsx';

const FREE_REASON: Record<NonNullable<OrderTotals['freeDeliveryBy']>, MessageKey> = {
  admin: 'checkout.freeDelivery',
  vendor: 'checkout.freeDeliveryStore',
  coupon: 'checkout.freeDeliveryCoupon',
  take_away: 'checkout.freeDeliveryTakeAway',
};

/** `storeDiscountApplies`: false while the order is below the store discount's minimum purchase. */
export function LinesList({ data, storeDiscountApplies }: { data: CheckoutData; storeDiscountApplies: boolean }) {
  const t = useT();
  const format = useFormat();
  const totalOf = (line: CheckoutData['lines'][number]) =>
    line.discountSource === 'store' && !storeDiscountApplies ? line.gross : line.total;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('checkout.items')}>
      {data.lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3 first:pt-0">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span className="size-14 shrink-0 rounded-lg bg-slate-100 dark:bg-slate-800" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{line.name}</p>
            {line.genericName.length > 0 && (
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{line.genericName.join(', ')}</p>
            )}
            {line.options.length > 0 && (
              <p className="text-xs text-slate-500 dark:text-slate-400">{line.options.join(' · ')}</p>
            )}
            {line.prescriptionRequired && (
              <p className="text-xs font-medium text-red-600 dark:text-red-400">{t('checkout.prescriptionItem')}</p>
            )}
            {line.problem && <p className="text-xs font-medium text-red-600 dark:text-red-400">{line.problem}</p>}
            <p className="mt-0.5 flex items-center justify-between gap-2 text-sm">
              <span className="text-slate-500 dark:text-slate-400">
                {t('checkout.quantity', { count: format.number(line.quantity) })}
              </span>
              <span className="font-semibold">
                {line.gross !== totalOf(line) && (
                  <s className="me-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">
                    {format.money(line.gross)}
                  </s>
                )}
                {format.money(totalOf(line))}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CouponBox({ data }: { data: CheckoutData }) {
  const t = useT();
  const format = useFormat();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [showList, setShowList] = useState(false);
  const applied = data.coupon.applied;
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/checkout';
  const withCoupon = (code: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (code) params.set('coupon', code);
    else params.delete('coupon');
    return params;
  };
  const offerText = useOfferText();

  return (
    <div className="flex flex-col gap-2" data-testid="coupon-box">
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800 dark:bg-brand-700/20 dark:text-brand-100">
          <span className="flex items-center gap-2">
            <Icon name="ticket" className="size-4" />
            <span>
              <b dir="ltr">{applied.code}</b> · {offerText(applied)}
            </span>
          </span>
          <button
            type="button"
            onClick={() => setSearchParams(withCoupon(null), { replace: true, preventScrollReset: true })}
            className="font-semibold hover:underline"
          >
            {t('checkout.removeCoupon')}
          </button>
        </div>
      ) : (
        <Form
          method="get"
          replace
          preventScrollReset
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const code = String(new FormData(e.currentTarget).get('coupon') ?? '').trim();
            if (code) setSearchParams(withCoupon(code), { replace: true, preventScrollReset: true });
          }}
        >
          <input
            name="coupon"
            defaultValue={data.coupon.code}
            placeholder={t('checkout.couponPlaceholder')}
            aria-label={t('checkout.couponCode')}
            maxLength={50}
            className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm uppercase dark:border-slate-600 dark:bg-slate-900"
          />
          <Button variant="contrast" size="sm" type="submit" disabled={busy}>
            {t('checkout.apply')}
          </Button>
        </Form>
      )}
      {data.coupon.error && !applied && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {data.coupon.error}
        </p>
      )}
      {data.coupon.offers.length > 0 && (
        <div>
          <Button variant="link" className="text-sm" onClick={() => setShowList(!showList)} aria-expanded={showList}>
            {t('checkout.seeCoupons', { count: format.number(data.coupon.offers.length) })}
          </Button>
          {showList && (
            <ul className="mt-2 flex max-h-60 flex-col gap-2 overflow-y-auto">
              {data.coupon.offers.map((o) => (
                <li
                  key={o.code}
                  className="flex items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 p-2.5 text-sm dark:border-slate-600"
                >
                  <span className="min-w-0">
                    <b dir="ltr">{o.code}</b> · {offerText(o)}
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {o.title}
                      {o.minPurchase > 0 && ` · ${t('checkout.minPurchase', { amount: format.money(o.minPurchase) })}`}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => (
                      setShowList(false),
                      setSearchParams(withCoupon(o.code), { replace: true, preventScrollReset: true })
                    )}
                    className="shrink-0 rounded-lg bg-brand-600 px-3 py-1 text-xs font-semibold text-white hover:bg-brand-700"
                  >
                    {t('checkout.apply')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export function Amounts({
  totals,
  additionalChargeName,
  deliveryKnown,
  minimumOrder = 0,
}: {
  totals: OrderTotals;
  additionalChargeName: string;
  deliveryKnown: boolean;
  /** The store's minimum order (0: none), against the subtotal as the API checks it. */
  minimumOrder?: Minor;
}) {
  const t = useT();
  const format = useFormat();
  const minus = (amount: number) => `- ${format.money(amount)}`;
  const discount = totals.storeDiscount + totals.flashDiscount + totals.firstOrderDiscount;
  // Issue 16, item 2: what is missing shows before Place Order, not only in its toast.
  const missing = minimumOrderShortfall(minimumOrder, totals.subtotal);
  return (
    <>
      {missing > 0 && (
        <p
          role="status"
          data-testid="checkout-minimum-order"
          className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {t('checkout.minimumOrderMissing', { amount: format.money(minimumOrder), missing: format.money(missing) })}
        </p>
      )}
      <dl className="flex flex-col gap-2 text-sm" data-testid="checkout-amounts">
        <Row label={t('checkout.subtotal')} value={format.money(totals.subtotal)} testId="amount-subtotal" />
        {discount > 0 && <Row label={t('checkout.discount')} value={minus(discount)} testId="amount-discount" />}
        {totals.couponDiscount > 0 && (
          <Row label={t('checkout.couponDiscount')} value={minus(totals.couponDiscount)} testId="amount-coupon" />
        )}
        <Row
          label={t(totals.taxIncluded ? 'checkout.taxIncluded' : 'checkout.tax')}
          value={totals.taxIncluded ? format.money(totals.tax) : `+ ${format.money(totals.tax)}`}
          testId="amount-tax"
        />
        <Row
          label={t('checkout.deliveryFee')}
          testId="amount-delivery"
          value={
            totals.freeDeliveryBy ? (
              <span className="flex items-center gap-1.5">
                {totals.originalDeliveryCharge > 0 && (
                  <s className="text-xs text-slate-500 dark:text-slate-400">
                    {format.money(totals.originalDeliveryCharge)}
                  </s>
                )}
                <span className="font-semibold text-brand-700 dark:text-brand-500">
                  {t(FREE_REASON[totals.freeDeliveryBy])}
                </span>
              </span>
            ) : deliveryKnown ? (
              `+ ${format.money(totals.deliveryCharge)}`
            ) : (
              t('checkout.deliveryUnknown')
            )
          }
        />
        {totals.tips > 0 && (
          <Row label={t('checkout.tips')} value={`+ ${format.money(totals.tips)}`} testId="amount-tips" />
        )}
        {totals.additionalCharge > 0 && (
          <Row
            label={additionalChargeName || t('checkout.additionalCharge')}
            value={`+ ${format.money(totals.additionalCharge)}`}
            testId="amount-additional"
          />
        )}
        {totals.extraPackaging > 0 && (
          <Row
            label={t('checkout.extraPackaging')}
            value={`+ ${format.money(totals.extraPackaging)}`}
            testId="amount-packaging"
          />
        )}
        <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3 text-base font-extrabold dark:border-slate-700">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="amount-total">{format.money(totals.orderAmount)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * What the order will earn (server-rules §5.5): the best of the customer's
 * cashback offers on the total, by the rule the API credits with on delivery.
 */
export function CashbackNote({ offers, orderAmount }: { offers: readonly CashbackOffer[]; orderAmount: Minor }) {
  const t = useT();
  const format = useFormat();
  const best = bestCashback(offers, orderAmount);
  if (!best) return null;
  return (
    <p
      role="status"
      data-testid="checkout-cashback"
      className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 dark:bg-brand-700/20 dark:text-brand-100"
    >
      <Icon name="gift" className="size-4 shrink-0" />
      {t('checkout.cashback', { amount: format.money(best.amount) })}
    </p>
  );
}

export function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
