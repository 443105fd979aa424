/**
 * /checkout (spec §2, issue 6): the sections on the start side — how and
 * when, where (or who, for take-away), payment, tip, note, prescription —
 * and the summary with Place Order on the end side (below on phones). The
 * shopper's choices live in this component; the loader's data (lines, store,
 * zone, addresses, coupon) changes through the URL (?address=, ?coupon=).
 * Place Order checks what the shopper can fix here, then posts one form to
 * /resources/checkout with an Idempotency-Key; while it runs the button is
 * disabled with a spinner, so one click is one order.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useNavigation } from 'react-router';
import { checkoutAccountProblems, fromMinor, type Minor } from '@souq/domain';
import { EmptyState, EMPTY_STATE_ACTION } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import type { CheckoutActionResult } from '../../routes/resources/checkout.ts';
import { useFormat } from '../catalog/format.ts';
import { AddressSection } from './address-section.tsx';
import type { CheckoutData } from './checkout.server.ts';
import type { Contact } from './contact-form.tsx';
import { NewAccountSection } from './new-account.tsx';
import { InstructionSection, NoteSection, PrescriptionSection, TipsSection } from './extras.tsx';
import { OrderOptions, useSlotDays, type When } from './order-options.tsx';
import { PaymentSection, paymentRefusalMessage, type PaymentChoice } from './payment-section.tsx';
import {
  belowMinimumOrder,
  extraPackagingOffered,
  paymentRefusal,
  quoteOrder,
  type PaymentRefusal,
} from '@souq/domain';
import type { OrderType } from './pricing.ts';
import { Amounts, CashbackNote, CouponBox, LinesList } from './summary.tsx';
import { CHECKOUT_FORM } from './section.tsx';
import { scheduleAt } from './slots.ts';
import { Button } from '../../components/ui/button.tsx';
import { useLatest, useSettled } from '../../lib/use-latest.ts';

export const CHECKOUT_ACTION = '/resources/checkout';

/** A random key per order attempt; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function CheckoutPage({ data }: { data: CheckoutData }) {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const navigation = useNavigation();
  const placing = useFetcher<CheckoutActionResult>({ key: 'place-order' });
  const idempotencyKey = useRef<string | null>(null);
  /** Set from the first submit until the API answers: a second click before React re-renders changes nothing. */
  const inFlight = useRef(false);

  const [orderType, setOrderType] = useState<OrderType>(
    data.orderTypes.delivery || !data.orderTypes.takeAway ? 'delivery' : 'take_away',
  );
  const days = useSlotDays(data);
  const [when, setWhen] = useState<When>(() =>
    data.store?.open === false && days[0]
      ? { day: days[0].date, slot: days[0].slots[0] ?? null }
      : { day: null, slot: null },
  );
  const [payment, setPayment] = useState<PaymentChoice>({
    method: null,
    gateway: null,
    partial: false,
    offlineId: null,
  });
  const [tips, setTips] = useState<Minor>(0);
  const [extraPackaging, setExtraPackaging] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [guestContact, setGuestContact] = useState<Contact | null>(null);

  const totals = useMemo(
    () => (data.basis ? quoteOrder(data.basis, { orderType, tips, extraPackaging }) : null),
    [data.basis, orderType, tips, extraPackaging],
  );
  const busy = placing.state !== 'idle' || (navigation.state !== 'idle' && navigation.formAction === CHECKOUT_ACTION);

  useSettled(placing, (answer) => {
    if (answer.ok !== false) return;
    // Refused: nothing was created, so the next attempt is a new one.
    idempotencyKey.current = null;
    inFlight.current = false;
    toast(answer.error, { kind: 'error' });
  });

  // A payment choice the new total no longer allows (COD over its maximum, wallet short) is dropped.
  const refusal = (amount: number): PaymentRefusal | null =>
    payment.method
      ? paymentRefusal(data.payment.rules, { method: payment.method, partial: payment.partial }, amount)
      : null;
  const refused = useLatest(refusal);
  const orderAmount = totals?.orderAmount;
  useEffect(() => {
    if (orderAmount === undefined) return;
    if (refused.current(orderAmount)) setPayment({ method: null, gateway: null, partial: false, offlineId: null });
  }, [orderAmount, refused]);

  if (!data.store || !data.basis || !totals || data.lines.length === 0) return <EmptyCheckout page={data.page} />;
  const store = data.store;

  const problem = (): MessageKey | null => {
    const chosen = data.chosenAddress;
    if (orderType === 'delivery' && !chosen) return 'checkout.addAddressHint';
    if (!data.signedIn) {
      const contact =
        orderType === 'take_away'
          ? (guestContact ?? (chosen ? { name: chosen.contactName, phone: chosen.contactPhone } : null))
          : chosen && { name: chosen.contactName, phone: chosen.contactPhone };
      if (!contact?.name || !contact.phone) return 'checkout.enterContactInfo';
    }
    if (when.day !== null && !when.slot) return 'checkout.chooseSlot';
    if (when.day === null && !store.open) return 'checkout.storeClosed';
    if (data.prescription.required && files.length === 0) return 'checkout.prescriptionRequired';
    if (!payment.method) return 'checkout.choosePayment';
    return paymentRefusalMessage(refusal(totals.orderAmount));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || inFlight.current) return;
    if (data.lines.some((l) => l.problem)) return toast(data.lines.find((l) => l.problem)!.problem!, { kind: 'error' });
    if (belowMinimumOrder(store.minimumOrder, totals))
      return toast(t('checkout.minimumOrder', { amount: format.money(store.minimumOrder) }), { kind: 'error' });
    const found = problem();
    if (found) return toast(t(found), { kind: 'error' });

    const form = new FormData(event.currentTarget);
    const address = data.chosenAddress;
    const contact =
      orderType === 'take_away' && !data.signedIn && guestContact
        ? guestContact
        : address
          ? { name: address.contactName, phone: address.contactPhone, email: address.contactEmail }
          : data.contact;
    // A guest's new account: the order's contact, the email and password of the section (the domain's rule).
    const newAccount = data.offerAccount && form.get('create_new_user') === '1';
    if (newAccount) {
      const problems = checkoutAccountProblems({
        name: contact?.name ?? '',
        phone: contact?.phone ?? '',
        email: String(form.get('account_email') ?? ''),
        password: String(form.get('account_password') ?? ''),
      });
      const first = problems.name ?? problems.phone ?? problems.email ?? problems.password;
      if (first) return toast(t(`validation.${first}`), { kind: 'error' });
    }
    const offline =
      payment.method === 'offline_payment' ? data.payment.offlineMethods.find((m) => m.id === payment.offlineId) : null;
    const missing = offline?.inputs.find(
      (input) => input.required && !String(form.get(`offline[${input.name}]`) ?? '').trim(),
    );
    if (missing)
      return toast(t('checkout.offlineFieldRequired', { field: missing.name.replaceAll('_', ' ') }), { kind: 'error' });
    const decimals = data.decimals;
    idempotencyKey.current ??= newIdempotencyKey();
    const set = (key: string, value: string | number | null | undefined) => {
      if (value !== null && value !== undefined && value !== '') form.set(key, String(value));
    };
    set('page', data.page);
    set('idempotency_key', idempotencyKey.current);
    set('store_id', store.id);
    set('order_type', orderType);
    set('payment_method', payment.method);
    set('gateway', payment.gateway);
    if (payment.partial) set('partial_payment', '1');
    set('offline_method_id', payment.offlineId);
    set('order_amount', fromMinor(totals.orderAmount, decimals));
    if (orderType === 'delivery' && tips > 0) set('dm_tips', fromMinor(tips, decimals));
    if (extraPackaging && totals.extraPackaging > 0)
      set('extra_packaging_amount', fromMinor(totals.extraPackaging, decimals));
    if (data.coupon.applied) set('coupon_code', data.coupon.applied.code);
    const day = days.find((d) => d.date === when.day);
    if (day && when.slot) set('schedule_at', scheduleAt(day, when.slot));
    if (data.prescription.required) set('prescription_required', '1');
    for (const file of files) form.append('order_attachment', file, file.name);

    set('contact_person_name', contact?.name);
    set('contact_person_number', contact?.phone);
    set('contact_person_email', newAccount ? String(form.get('account_email')).trim() : contact?.email);
    if (orderType === 'delivery' && address) {
      set('address', address.address);
      set('address_type', address.current ? 'others' : address.type);
      set('latitude', address.lat);
      set('longitude', address.lng);
      set('road', address.road);
      set('house', address.house);
      set('floor', address.floor);
      set('distance', data.distanceKm ?? undefined);
    }
    inFlight.current = true;
    placing.submit(form, { method: 'post', action: CHECKOUT_ACTION, encType: 'multipart/form-data' });
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:px-6 lg:py-8">
      <form id={CHECKOUT_FORM} onSubmit={submit} noValidate hidden />
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-extrabold">{t('checkout.title')}</h1>
        <OrderOptions
          data={data}
          orderType={orderType}
          onOrderType={setOrderType}
          when={when}
          onWhen={setWhen}
          days={days}
        />
        <AddressSection
          data={data}
          takeAway={orderType === 'take_away'}
          guestContact={guestContact}
          onGuestContact={setGuestContact}
        />
        {data.offerAccount && (
          <NewAccountSection
            email={(orderType === 'take_away' ? guestContact?.email : data.chosenAddress?.contactEmail) ?? ''}
          />
        )}
        <PaymentSection data={data} orderAmount={totals.orderAmount} choice={payment} onChoice={setPayment} />
        {data.tips.enabled && orderType === 'delivery' && (
          <TipsSection decimals={data.decimals} mostTipped={data.tips.mostTipped} tips={tips} onTips={setTips} />
        )}
        {data.prescription.allowed && (
          <PrescriptionSection required={data.prescription.required} files={files} onFiles={setFiles} />
        )}
        <InstructionSection delivery={orderType === 'delivery'} food={store.moduleType === 'food'} />
        <NoteSection />
      </div>

      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-800">
          <div className="flex items-center gap-3">
            {store.logo ? (
              <img src={store.logo} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
            ) : (
              <Icon name="store" className="size-8 text-slate-400" />
            )}
            <div className="min-w-0">
              <h2 className="truncate font-bold">{store.name}</h2>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{store.address}</p>
            </div>
          </div>
          <LinesList data={data} storeDiscountApplies={!data.basis.storeDiscount || totals.storeDiscount > 0} />
          <CouponBox data={data} />
          {extraPackagingOffered(data.basis) !== null && (
            <label className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2.5 text-sm dark:bg-slate-800/60">
              <span className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={extraPackaging}
                  onChange={(e) => setExtraPackaging(e.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {t('checkout.extraPackagingOptIn')}
              </span>
              <span className="font-medium">{format.money(extraPackagingOffered(data.basis)!)}</span>
            </label>
          )}
          <Amounts
            totals={totals}
            additionalChargeName={data.additionalChargeName}
            deliveryKnown={data.distanceKm !== null}
            minimumOrder={store.minimumOrder}
          />
          <CashbackNote offers={data.cashback} orderAmount={totals.orderAmount} />
          <PlaceOrderButton busy={busy} testId="place-order" />
        </div>
      </aside>

      {/* Phones: the total and Place Order stay in reach at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <p className="min-w-0 flex-1">
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('checkout.total')}</span>
          <span className="font-extrabold">{format.money(totals.orderAmount)}</span>
        </p>
        <PlaceOrderButton busy={busy} testId="place-order-bar" />
      </div>
    </div>
  );
}

export function PlaceOrderButton({ busy, testId }: { busy: boolean; testId: string }) {
  const t = useT();
  return (
    <Button type="submit" form={CHECKOUT_FORM} size="lg" busy={busy} data-testid={testId}>
      {busy ? t('checkout.placing') : t('checkout.placeOrder')}
    </Button>
  );
}

function EmptyCheckout({ page }: { page: CheckoutData['page'] }) {
  const t = useT();
  return (
    <EmptyState
      heading
      icon="cart"
      title={t(page === 'cart' ? 'checkout.emptyTitle' : 'checkout.buyNowExpired')}
      body={t('checkout.emptyBody')}
      className="mx-auto max-w-md px-4 py-20"
    >
      <Link to="/home" className={EMPTY_STATE_ACTION}>
        {t('checkout.continueShopping')}
      </Link>
    </EmptyState>
  );
}
