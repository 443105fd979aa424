/**
 * The parcel form (/checkout?page=parcel, issue 18): sender and receiver
 * (points, contacts), the parcel type, an instruction and a note, who pays,
 * the payment method and tip, and the summary — distance and charge from the
 * domain's parcelCharge over what /resources/parcel-quote says about the two
 * points: the function the API charges by. The receiver pays only in cash
 * on delivery (parcelPaymentMethods). Place Order posts one form to
 * /resources/checkout with an Idempotency-Key; while it runs the button is
 * busy, so one click is one order.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useNavigation } from 'react-router';
import {
  checkoutAccountProblems,
  fromMinor,
  parcelCharge,
  parcelPaymentMethods,
  paymentRefusal,
  paymentRules,
  PAYMENT_METHODS,
  type ChargePayer,
  type Minor,
  type PaymentRules,
} from '@souq/domain';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { EmptyState, EMPTY_STATE_ACTION } from '../../components/ui/empty-state.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { CheckoutActionResult } from '../../routes/resources/checkout.ts';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import { CHECKOUT_ACTION, newIdempotencyKey, PlaceOrderButton } from '../checkout/checkout-page.tsx';
import { TipsSection } from '../checkout/extras.tsx';
import { PaymentSection, paymentRefusalMessage, type PaymentChoice } from '../checkout/payment-section.tsx';
import { CHECKOUT_FORM, Section } from '../checkout/section.tsx';
import { NewAccountSection } from '../checkout/new-account.tsx';
import { Row } from '../checkout/summary.tsx';
import type { ParcelCheckoutData } from './parcel-checkout.server.ts';
import { EMPTY_PARTY, PartySection, type Party } from './party-section.tsx';
import type { ParcelQuote } from './quote.server.ts';
import { useLatest, useSettled } from '../../lib/use-latest.ts';
import { mapCentre } from '../../lib/shop-config.ts';

const NO_PAYMENT: PaymentChoice = { method: null, gateway: null, partial: false, offlineId: null };

/** Asks what the charge depends on whenever both points are chosen; null while unknown. */
function useParcelQuote(from: Party['point'], to: Party['point']): { quote: ParcelQuote | null; loading: boolean } {
  const [state, setState] = useState<{ quote: ParcelQuote | null; loading: boolean }>({ quote: null, loading: false });
  // The points' coordinates, not the objects: a new object for the same point asks nothing.
  const [fromLat, fromLng, toLat, toLng] = [from?.lat, from?.lng, to?.lat, to?.lng];
  useEffect(() => {
    if (fromLat === undefined || fromLng === undefined || toLat === undefined || toLng === undefined)
      return setState({ quote: null, loading: false });
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const query = new URLSearchParams({
      from_lat: String(fromLat),
      from_lng: String(fromLng),
      to_lat: String(toLat),
      to_lng: String(toLng),
    });
    fetch(`/resources/parcel-quote?${query}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ParcelQuote>) : null))
      .then(
        (quote) => setState({ quote, loading: false }),
        () => !controller.signal.aborted && setState({ quote: null, loading: false }),
      );
    return () => controller.abort();
  }, [fromLat, fromLng, toLat, toLng]);
  return state;
}

export function ParcelCheckoutPage({ data }: { data: ParcelCheckoutData }) {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const root = useRootData();
  const navigation = useNavigation();
  const placing = useFetcher<CheckoutActionResult>({ key: 'place-parcel' });
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const [sender, setSender] = useState<Party>(() => ({
    ...EMPTY_PARTY,
    point: data.start,
    name: data.contact?.name ?? '',
    phone: data.contact?.phone ?? '',
    email: data.contact?.email ?? '',
  }));
  const [receiver, setReceiver] = useState<Party>(EMPTY_PARTY);
  const [categoryId, setCategoryId] = useState<number | null>(data.categoryId);
  const [payer, setPayer] = useState<ChargePayer>('sender');
  const [payment, setPayment] = useState<PaymentChoice>(NO_PAYMENT);
  const [tips, setTips] = useState<Minor>(0);
  const { quote, loading } = useParcelQuote(sender.point, receiver.point);

  const category = data.categories.find((c) => c.id === categoryId) ?? null;
  const charge = useMemo(
    () =>
      quote?.sender && category
        ? parcelCharge({
            rules: data.rules,
            distanceKm: quote.distanceKm,
            category: { perKm: category.perKm, minimum: category.minimum },
            zoneModuleRates: quote.sender.rates,
            // The API named the vehicle band for this distance: the one band the page quotes with.
            vehicles:
              quote.vehicleExtra > 0
                ? [{ id: 0, startingKm: 0, maximumKm: quote.distanceKm, extraCharge: quote.vehicleExtra }]
                : [],
            increasedFeePercent: quote.sender.increasedFeePercent,
            tips,
          })
        : null,
    [quote, category, tips, data.rules],
  );

  // The payment methods of the pickup point's zone; the receiver pays only in cash (parcelPaymentMethods).
  const rules: PaymentRules = useMemo(() => {
    const zone = quote?.sender;
    const base = paymentRules(
      data.payment.settings,
      zone
        ? {
            cash_on_delivery: zone.cashOnDelivery,
            digital_payment: zone.digitalPayment,
            offline_payment: zone.offlinePayment,
          }
        : null,
      { signedIn: data.signedIn, walletBalance: data.payment.walletBalance },
      zone?.codMaximum ?? null,
      // Digital needs a gateway and offline a method to pick (the domain's rule, as the API decides).
      { gateways: data.payment.gateways.length, offlineMethods: data.payment.offlineMethods.length },
    );
    const allowed = parcelPaymentMethods(payer, PAYMENT_METHODS);
    return {
      ...base,
      cashOnDelivery: base.cashOnDelivery && allowed.includes('cash_on_delivery'),
      digital: base.digital && allowed.includes('digital_payment'),
      offline: base.offline && allowed.includes('offline_payment'),
      walletFeature: base.walletFeature && allowed.includes('wallet'),
      partialPayment: base.partialPayment && payer === 'sender',
    };
  }, [quote?.sender, payer, data]);
  const orderAmount = charge?.orderAmount ?? 0;
  const refusal = () =>
    payment.method ? paymentRefusal(rules, { method: payment.method, partial: payment.partial }, orderAmount) : null;

  // A choice the payer or the new amount no longer allows is dropped; the receiver's cash is chosen for them.
  const refused = useLatest(refusal);
  useEffect(() => {
    if (payer === 'receiver' && rules.cashOnDelivery) setPayment({ ...NO_PAYMENT, method: 'cash_on_delivery' });
    else if (refused.current()) setPayment(NO_PAYMENT);
  }, [payer, orderAmount, rules, refused]);

  const busy = placing.state !== 'idle' || (navigation.state !== 'idle' && navigation.formAction === CHECKOUT_ACTION);
  useSettled(placing, (answer) => {
    if (answer.ok !== false) return;
    idempotencyKey.current = null;
    inFlight.current = false;
    toast(answer.error, { kind: 'error' });
  });

  const senderOutside = Boolean(quote && !quote.sender);
  const receiverOutside = Boolean(quote && quote.receiverZoneId === null);

  const problem = (): MessageKey | null => {
    if (!sender.point) return 'parcel.senderNeedsPoint';
    if (!sender.name.trim() || !sender.phone.trim()) return 'parcel.senderNeedsContact';
    if (!receiver.point) return 'parcel.receiverNeedsPoint';
    if (!receiver.name.trim() || !receiver.phone.trim()) return 'parcel.receiverNeedsContact';
    if (senderOutside || receiverOutside) return 'parcel.outsideZone';
    if (!category || !charge) return 'parcel.pointsFirst';
    if (!payment.method) return 'checkout.choosePayment';
    return paymentRefusalMessage(refusal());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || inFlight.current) return;
    const found = problem();
    if (found) return toast(t(found), { kind: 'error' });
    const form = new FormData(event.currentTarget);
    const offline =
      payment.method === 'offline_payment' ? data.payment.offlineMethods.find((m) => m.id === payment.offlineId) : null;
    const missing = offline?.inputs.find(
      (input) => input.required && !String(form.get(`offline[${input.name}]`) ?? '').trim(),
    );
    if (missing)
      return toast(t('checkout.offlineFieldRequired', { field: missing.name.replaceAll('_', ' ') }), { kind: 'error' });
    // A guest's new account: the sender's name and phone, the section's email and password (the domain's rule).
    if (data.offerAccount && form.get('create_new_user') === '1') {
      const problems = checkoutAccountProblems({
        name: sender.name,
        phone: sender.phone,
        email: String(form.get('account_email') ?? ''),
        password: String(form.get('account_password') ?? ''),
      });
      const first = problems.name ?? problems.phone ?? problems.email ?? problems.password;
      if (first) return toast(t(`validation.${first}`), { kind: 'error' });
    }
    idempotencyKey.current ??= newIdempotencyKey();
    const set = (key: string, value: string | number | null | undefined) => {
      if (value !== null && value !== undefined && value !== '') form.set(key, String(value));
    };
    set('page', 'parcel');
    set('idempotency_key', idempotencyKey.current);
    set('parcel_category_id', category!.id);
    set('charge_payer', payer);
    set('payment_method', payment.method);
    set('gateway', payment.gateway);
    if (payment.partial) set('partial_payment', '1');
    set('offline_method_id', payment.offlineId);
    set('order_amount', fromMinor(orderAmount, data.decimals));
    if (charge!.tips > 0) set('dm_tips', fromMinor(charge!.tips, data.decimals));
    set('distance', quote!.distanceKm);
    set('sender_zone_ids', JSON.stringify(quote!.senderZoneIds));
    set('sender_zone_id', quote!.sender!.id);
    set('receiver_zone_id', quote!.receiverZoneId);
    for (const [prefix, party] of [
      ['sender', sender],
      ['receiver', receiver],
    ] as const) {
      set(`${prefix}_address`, party.point!.address);
      set(`${prefix}_lat`, party.point!.lat);
      set(`${prefix}_lng`, party.point!.lng);
      set(`${prefix}_phone`, party.phone);
    }
    inFlight.current = true;
    placing.submit(form, { method: 'post', action: CHECKOUT_ACTION });
  };

  const mapStart = sender.point ?? mapCentre(root.config);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:px-6 lg:py-8">
      <form id={CHECKOUT_FORM} onSubmit={submit} noValidate hidden />
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-extrabold">{t('parcel.formTitle')}</h1>
        <Section title={t('parcel.category')} icon="gift">
          <div role="radiogroup" aria-label={t('parcel.category')} className="grid gap-2 sm:grid-cols-2">
            {data.categories.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50/60 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 dark:border-slate-700 dark:has-checked:bg-brand-700/15"
              >
                <input
                  type="radio"
                  name="parcel_category"
                  className="sr-only"
                  checked={categoryId === c.id}
                  onChange={() => setCategoryId(c.id)}
                />
                <Picture src={c.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{c.name}</span>
                  {c.description && (
                    <span className="line-clamp-1 text-xs text-slate-500 dark:text-slate-400">{c.description}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </Section>
        <PartySection
          side="sender"
          party={sender}
          onParty={setSender}
          addresses={data.addresses}
          mapStart={mapStart}
          askEmail={!data.signedIn}
          outside={senderOutside}
        />
        <PartySection
          side="receiver"
          party={receiver}
          onParty={setReceiver}
          addresses={data.addresses}
          mapStart={mapStart}
          askEmail={false}
          outside={receiverOutside}
        />
        <Section title={t('parcel.instructions')} icon="truck">
          <div className="flex flex-col gap-3">
            <select
              form={CHECKOUT_FORM}
              name="instruction"
              aria-label={t('parcel.instructions')}
              defaultValue=""
              className={INPUT_CLASS}
            >
              <option value="">{t('parcel.noInstruction')}</option>
              {data.instructions.map((i) => (
                <option key={i.id} value={i.text}>
                  {i.text}
                </option>
              ))}
            </select>
            <textarea
              form={CHECKOUT_FORM}
              name="order_note"
              rows={2}
              maxLength={1000}
              aria-label={t('parcel.note')}
              placeholder={t('parcel.notePlaceholder')}
              className={`${INPUT_CLASS} h-auto py-2.5`}
            />
          </div>
        </Section>
        <Section title={t('parcel.whoPays')} icon="wallet">
          <div role="radiogroup" aria-label={t('parcel.whoPays')} className="flex gap-2">
            {(['sender', 'receiver'] as const).map((p) => (
              <label
                key={p}
                className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 dark:border-slate-600 dark:has-checked:bg-brand-700/20 dark:has-checked:text-brand-100"
              >
                <input
                  type="radio"
                  name="payer"
                  className="sr-only"
                  checked={payer === p}
                  onChange={() => setPayer(p)}
                />
                {t(`parcel.payer.${p}`)}
              </label>
            ))}
          </div>
          {payer === 'receiver' && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('parcel.receiverPaysCash')}</p>
          )}
        </Section>
        {data.offerAccount && <NewAccountSection email={sender.email} />}
        <PaymentSection
          data={{ payment: { rules, gateways: data.payment.gateways, offlineMethods: data.payment.offlineMethods } }}
          orderAmount={orderAmount}
          choice={payment}
          onChoice={setPayment}
        />
        {data.tips.enabled && (
          <TipsSection decimals={data.decimals} mostTipped={data.tips.mostTipped} tips={tips} onTips={setTips} />
        )}
      </div>

      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <div
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-800"
          aria-label={t('parcel.summary')}
          role="region"
        >
          <h2 className="font-bold">{t('parcel.summary')}</h2>
          {charge && quote ? (
            <dl className="flex flex-col gap-2 text-sm" data-testid="parcel-amounts">
              <Row label={t('parcel.category')} value={category?.name} />
              <Row
                label={t('parcel.distance')}
                value={format.distance(quote.distanceKm * 1000)}
                testId="parcel-distance"
              />
              <Row label={t('parcel.charge')} value={format.money(charge.deliveryCharge)} testId="amount-delivery" />
              {charge.tips > 0 && (
                <Row label={t('checkout.tips')} value={`+ ${format.money(charge.tips)}`} testId="amount-tips" />
              )}
              {charge.additionalCharge > 0 && (
                <Row
                  label={data.additionalChargeName || t('checkout.additionalCharge')}
                  value={`+ ${format.money(charge.additionalCharge)}`}
                  testId="amount-additional"
                />
              )}
              <Row label={t('parcel.paidBy')} value={t(`parcel.payer.${payer}`)} />
              <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3 text-base font-extrabold dark:border-slate-700">
                <dt>{t('checkout.total')}</dt>
                <dd data-testid="amount-total">{format.money(charge.orderAmount)}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-busy={loading || undefined}>
              {t('parcel.pointsFirst')}
            </p>
          )}
          <PlaceOrderButton busy={busy} testId="place-order" />
        </div>
      </aside>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <p className="min-w-0 flex-1">
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('checkout.total')}</span>
          <span className="font-extrabold">{charge ? format.money(charge.orderAmount) : '—'}</span>
        </p>
        <PlaceOrderButton busy={busy} testId="place-order-bar" />
      </div>
    </div>
  );
}

/** The parcel form (a chunk of its own), or what a zone without parcel categories shows. */
export default function ParcelCheckout({ data }: { data: ParcelCheckoutData | null }) {
  return data ? <ParcelCheckoutPage data={data} /> : <NoParcelHere />;
}

function NoParcelHere() {
  const t = useT();
  return (
    <EmptyState
      heading
      icon="truck"
      title={t('parcel.noCategories')}
      body={t('parcel.heroSubtitle')}
      className="mx-auto max-w-md px-4 py-20"
    >
      <Link to="/home" className={EMPTY_STATE_ACTION}>
        {t('checkout.continueShopping')}
      </Link>
    </EmptyState>
  );
}
