/**
 * `/rental/checkout`: the rental cart as a trip — vehicles and terms, pickup
 * and destination, schedule, contact (guests: the contact fields are sent with
 * the booking), payment method, a coupon and the summary, which the API prices
 * with the function it books with (coupon and first-trip discount included).
 * Confirming books the trip and opens it (digital payment: the payment page).
 */
import { settingOn } from '@souq/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/rental-checkout';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { readForm } from '../lib/actions.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi } from '../features/catalog/catalog.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { businessTime, loadRentalCart, loadTripSummary, ownerQuery } from '../features/rental/rental.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('rental.checkout'),
    (t) => t('rental.searchSubtitle'),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect(prefs.zoneIds ? '/home' : '/');
  const { api, decimals } = await catalogApi(context, prefs);
  // A coupon is applied by reloading with ?coupon=CODE: the summary previews it, the booking sends it.
  const couponCode = (new URL(request.url).searchParams.get('coupon') ?? '').trim().slice(0, 50) || null;
  const [cart, config] = await Promise.all([loadRentalCart(api, prefs), api.get('/config')]);
  const priced = cart.carts.length && cart.user_data ? await loadTripSummary(api, prefs, decimals, couponCode) : null;
  return {
    guest: !prefs.token,
    lines: cart.carts.map((l) => ({
      id: l.id,
      name: l.vehicle.name,
      image: l.vehicle.thumbnail_full_url,
      quantity: l.quantity,
    })),
    provider: cart.carts[0]?.vehicle.provider?.name ?? null,
    trip: cart.user_data,
    pickupAt: cart.user_data ? businessTime(cart.user_data.pickup_time, config.timezone) : null,
    summary: priced?.totals ?? null,
    coupon: priced?.coupon ?? null,
    methods: {
      cash: Boolean(config.cash_on_delivery),
      wallet: Boolean(prefs.token) && settingOn(config.customer_wallet_status),
      digital: Boolean(config.digital_payment),
    },
    messages: pageWords(prefs.locale, 'rental'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const form = await readForm(request);
  const { api } = await catalogApi(context, prefs);
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
  if (form.get('intent') === 'clear') {
    await api.delete('/rental/user/cart/remove-cart', ownerQuery(prefs));
    return { error: null };
  }
  try {
    const booked = await api.post(
      '/rental/user/trip/trip-booking',
      {
        ...ownerQuery(prefs),
        payment_method: text('payment_method') ?? 'cash_payment',
        coupon_code: text('coupon_code'),
        contact_person_name: text('contact_person_name'),
        contact_person_number: text('contact_person_number'),
        contact_person_email: text('contact_person_email'),
      },
      undefined,
    );
    if (booked.redirect_link) {
      const link = new URL(booked.redirect_link);
      link.searchParams.set('callback', `/my-trips/${booked.trip_id}`);
      throw redirect(`${link.pathname}${link.search}`);
    }
    throw redirect(`/my-trips/${booked.trip_id}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Response.json({ error: error.errors[0]?.message ?? null }, { status: error.status });
  }
}

const field = 'h-11 rounded-xl border border-slate-300 bg-transparent px-3 dark:border-slate-700';

export default function RentalCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const navigation = useNavigation();
  const { lines, trip, summary, coupon, guest, methods, provider, pickupAt } = loaderData;
  const error = (actionData as { error?: string | null } | undefined)?.error;
  if (lines.length === 0 || !trip || !summary)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <EmptyState icon="car" heading title={t('rental.cartEmpty')} body={t('rental.searchSubtitle')}>
          <Link to="/rental/vehicle-search?all_category=1" className={buttonClass()}>
            {t('rental.findVehicle')}
          </Link>
        </EmptyState>
      </div>
    );
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-2 text-lg font-bold dark:border-slate-800' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem] lg:px-6">
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-extrabold">{t('rental.checkout')}</h1>
        <section aria-labelledby="cart-title" className="rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
          <div className="flex items-center justify-between">
            <h2 id="cart-title" className="font-bold">
              {t('rental.cart')} — {provider}
            </h2>
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="clear"
                className="text-sm font-semibold text-red-700 dark:text-red-400"
              >
                {t('rental.clear')}
              </button>
            </Form>
          </div>
          <ul className="mt-3 flex flex-col gap-3">
            {lines.map((l) => (
              <li key={l.id} className="flex items-center gap-3">
                {l.image && (
                  <img src={l.image} alt="" width={64} height={48} className="h-12 w-16 rounded-lg object-cover" />
                )}
                <span className="flex-1 font-semibold">{l.name}</span>
                <span>×{format.number(l.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="trip-title" className="rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
          <h2 id="trip-title" className="font-bold">
            {t('rental.tripDetails')}
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            {row(t('rental.pickup'), trip.pickup_location?.location_name ?? '')}
            {trip.destination_location?.location_name &&
              row(t('rental.destination'), trip.destination_location.location_name)}
            {pickupAt && row(t('rental.pickupTime'), format.dateTime(pickupAt.date, pickupAt.time))}
            {row(
              t('rental.rentalType'),
              trip.rental_type === 'hourly'
                ? `${t('rental.hourly')} · ${format.number(trip.estimated_hours)} ${t('rental.hours')}`
                : `${t('rental.distanceWise')} · ${format.number(trip.distance, 1)} km`,
            )}
          </dl>
        </section>
        <Form method="post" id="booking" className="flex flex-col gap-6">
          {guest && (
            <fieldset className="grid gap-3 rounded-2xl p-5 ring-1 ring-slate-200 sm:grid-cols-2 dark:ring-slate-800">
              <legend className="px-1 font-bold">{t('rental.contact')}</legend>
              <label className="flex flex-col gap-1 text-sm">
                {t('rental.contactName')}
                <input name="contact_person_name" required autoComplete="name" className={field} />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {t('rental.contactPhone')}
                <input name="contact_person_number" type="tel" required autoComplete="tel" className={field} />
              </label>
              <label className="flex flex-col gap-1 text-sm sm:col-span-2">
                {t('rental.contactEmail')}
                <input name="contact_person_email" type="email" autoComplete="email" className={field} />
              </label>
            </fieldset>
          )}
          <fieldset className="flex flex-col gap-2 rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
            <legend className="px-1 font-bold">{t('rental.payment')}</legend>
            {methods.cash && (
              <label className="flex items-center gap-2">
                <input type="radio" name="payment_method" value="cash_payment" defaultChecked /> {t('rental.cash')}
              </label>
            )}
            {methods.wallet && (
              <label className="flex items-center gap-2">
                <input type="radio" name="payment_method" value="wallet" /> {t('rental.wallet')}
              </label>
            )}
            {methods.digital && (
              <label className="flex items-center gap-2">
                <input type="radio" name="payment_method" value="digital_payment" defaultChecked={!methods.cash} />{' '}
                {t('rental.digital')}
              </label>
            )}
            {coupon && !coupon.error && <input type="hidden" name="coupon_code" value={coupon.code} />}
          </fieldset>
        </Form>
      </div>
      <aside
        aria-labelledby="summary-title"
        className="flex h-fit flex-col gap-4 rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800"
      >
        <h2 id="summary-title" className="font-bold">
          {t('rental.summary')}
        </h2>
        <Form method="get" className="flex flex-col gap-1 text-sm">
          <label htmlFor="rental-coupon">{t('rental.coupon')}</label>
          <div className="flex gap-2">
            <input
              id="rental-coupon"
              name="coupon"
              defaultValue={coupon?.code ?? ''}
              maxLength={50}
              aria-invalid={coupon?.error ? true : undefined}
              aria-describedby={coupon?.error ? 'rental-coupon-error' : undefined}
              className={`${field} min-w-0 flex-1`}
            />
            <Button type="submit" variant="contrast">
              {t('rental.applyCoupon')}
            </Button>
          </div>
          {coupon?.error && (
            <p id="rental-coupon-error" role="alert" className="font-semibold text-red-700 dark:text-red-400">
              {coupon.error}
            </p>
          )}
        </Form>
        <dl className="flex flex-col gap-2 text-sm" data-testid="trip-summary">
          {row(t('rental.price'), format.money(summary.price))}
          {summary.discount > 0 && row(t('rental.discount'), `−${format.money(summary.discount)}`)}
          {summary.couponDiscount > 0 && row(t('rental.couponDiscount'), `−${format.money(summary.couponDiscount)}`)}
          {summary.referralDiscount > 0 &&
            row(t('rental.referralDiscount'), `−${format.money(summary.referralDiscount)}`)}
          {row(t(summary.taxIncluded ? 'rental.taxIncluded' : 'rental.tax'), format.money(summary.tax))}
          {summary.additionalCharge > 0 && row(t('rental.additional'), format.money(summary.additionalCharge))}
          {row(t('rental.total'), format.money(summary.tripAmount), true)}
        </dl>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" form="booking" busy={navigation.state === 'submitting'} block>
          {t('rental.confirm')}
        </Button>
      </aside>
    </div>
  );
}
