/**
 * One order, for its owner (/my-orders/:id) or a guest who tracked it
 * (/track-order): the status with the tracking stepper, what went wrong or
 * right (canceled, payment failed or succeeded, refund), the actions, the
 * items with their options, the amounts, payment, address or take-away, and
 * the store and delivery person. It stays current by itself while the
 * order moves (use-live-order.ts).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isRunningStatus } from '@souq/domain';
import { iconButtonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';
import { Picture } from '../catalog/picture.tsx';
import { OrderReviews } from '../reviews/order-reviews.tsx';
import { OrderActions } from './order-actions.tsx';
import { OfflinePayment } from './offline-payment.tsx';
import type { OfflineMethod } from '../checkout/offline-methods.ts';
import { StatusChip } from './status-chip.tsx';
import { TrackingStepper } from './tracking-stepper.tsx';
import type { OrderAddress, OrderView as Order, Reason } from './types.ts';
import { useLiveOrder, type CourierPosition } from './use-live-order.ts';
import { MapLoading } from '../location/map-dialogs.tsx';

const DeliveryMap = lazy(() => import('../map/delivery-map.tsx'));

const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800';

/** `paymentFlag`: how the built-in payment page sent the shopper back (…?flag=success|fail|cancel). */
export type PaymentFlag = 'success' | 'fail' | 'cancel' | null;

export function OrderView({
  order,
  reasons,
  offlineMethods = [],
  paymentFlag = null,
}: {
  order: Order;
  reasons: { cancel: Reason[]; refund: Reason[] };
  /** The methods the offline payment's proof form offers (while the owner may send one). */
  offlineMethods?: OfflineMethod[];
  paymentFlag?: PaymentFlag;
}) {
  const t = useT();
  const format = useFormat();
  // The courier's latest position from the stream; the page's data has the one it was rendered with.
  const [courierMoved, setCourierMoved] = useState<CourierPosition | null>(null);
  useLiveOrder(order.id, order.live, setCourierMoved);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="order-title" className={CARD}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 id="order-title" className="text-xl font-bold sm:text-2xl">
                <bdi>{t('orders.orderNumber', { id: String(order.id) })}</bdi>
              </h1>
              {order.placedAt && (
                <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                  {t('orders.placedOn', {
                    date: format.date(order.placedAt.date),
                    time: format.clock(order.placedAt.time),
                  })}
                </p>
              )}
            </div>
            <div role="status" aria-live="polite" aria-atomic="true" className="flex items-center gap-2">
              <span className="sr-only">{t('order.updated', { status: t(`status.${order.status}`) })}</span>
              <StatusChip status={order.status} />
            </div>
          </div>
          {order.scheduledFor && (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-sky-800 dark:text-sky-300">
              <Icon name="clock" className="size-4" />
              {t('order.scheduledFor', {
                date: format.date(order.scheduledFor.date),
                time: format.clock(order.scheduledFor.time),
              })}
            </p>
          )}
          {order.deliveryMinutes &&
            isRunningStatus(order.status) &&
            order.orderType !== 'take_away' &&
            !order.scheduledFor && (
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                <Icon name="truck" className="size-4" />
                {t('order.estimated', { minutes: format.minutes(order.deliveryMinutes) })}
              </p>
            )}
          <StateBanner order={order} paymentFlag={paymentFlag} />
          <div className="mt-6">
            <TrackingStepper order={order} />
          </div>
          {order.live && (
            <p className="mt-4 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-500" />
              {t('order.live')}
            </p>
          )}
          <div className="mt-5 empty:hidden">
            <OrderActions orderId={order.id} actions={order.actions} reasons={reasons} />
          </div>
        </section>
        <OfflinePayment
          orderId={order.id}
          proof={order.offlinePayment}
          open={order.offlineProofOpen}
          methods={offlineMethods}
          className={CARD}
        />
        {order.routeMap && (
          <section aria-labelledby="order-map" className={CARD}>
            <h2 id="order-map" className="mb-3 text-lg font-bold">
              {t('order.onTheMap')}
            </h2>
            <Suspense fallback={<MapLoading />}>
              <DeliveryMap
                store={order.routeMap.store}
                customer={order.routeMap.customer}
                courier={courierMoved ?? order.routeMap.courier}
                pickedUp={order.routeMap.pickedUp}
                label={t('order.mapLabel', { id: String(order.id) })}
              />
            </Suspense>
          </section>
        )}
        <OrderReviews order={order} />
        {order.parcel ? <ParcelDetails order={order} parcel={order.parcel} /> : <Items order={order} />}
      </div>
      <aside className="flex min-w-0 flex-col gap-6">
        <Summary order={order} />
        <Delivery order={order} />
      </aside>
    </div>
  );
}

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'danger' | 'success' | 'warning' | 'info';
  icon: IconName;
  title: string;
  children?: ReactNode;
}) {
  const tones = {
    danger: 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900',
    success: 'bg-brand-50 text-brand-900 ring-brand-200 dark:bg-brand-900/30 dark:text-brand-100 dark:ring-brand-800',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-900',
    info: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950/40 dark:text-sky-100 dark:ring-sky-900',
  };
  return (
    <div className={`mt-4 flex gap-3 rounded-2xl p-4 ring-1 ${tones[tone]}`}>
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 text-sm">
        <p className="font-bold">{title}</p>
        {children && <div className="mt-1 space-y-0.5">{children}</div>}
      </div>
    </div>
  );
}

const CANCELED_BY: Record<string, MessageKey> = {
  customer: 'order.canceledBy.customer',
  store: 'order.canceledBy.store',
  vendor: 'order.canceledBy.store',
  deliveryman: 'order.canceledBy.deliveryman',
  admin: 'order.canceledBy.admin',
  system: 'order.canceledBy.system',
};

/** What happened to the order beyond the normal steps; after a digital payment, whether it went through. */
function StateBanner({ order, paymentFlag }: { order: Order; paymentFlag: PaymentFlag }) {
  const t = useT();
  const refund = order.refund;
  const refundLines = refund && (
    <>
      {refund.reason && <p>{t('order.refundReason', { reason: refund.reason })}</p>}
      {refund.note && <p>{t('order.refundNote', { note: refund.note })}</p>}
      {refund.adminNote && <p>{t('order.adminNote', { note: refund.adminNote })}</p>}
    </>
  );
  switch (order.status) {
    case 'canceled':
      return (
        <Banner tone="danger" icon="warning" title={t('order.canceledTitle')}>
          {order.canceledBy && CANCELED_BY[order.canceledBy] && <p>{t(CANCELED_BY[order.canceledBy])}</p>}
          {order.cancellationReason && <p>{t('order.reason', { reason: order.cancellationReason })}</p>}
        </Banner>
      );
    case 'failed':
      return (
        <Banner tone="danger" icon="warning" title={t('order.failedTitle')}>
          {order.actions.switchToCod && <p>{t('order.failedBody')}</p>}
        </Banner>
      );
    case 'refund_requested':
      return (
        <Banner tone="warning" icon="info" title={t('order.refundRequestedTitle')}>
          <p>{t('order.refundRequestedBody')}</p>
          {refundLines}
        </Banner>
      );
    case 'refunded':
      return (
        <Banner tone="success" icon="check" title={t('order.refundedTitle')}>
          <p>{t('order.refundedBody')}</p>
          {refundLines}
        </Banner>
      );
    case 'refund_request_canceled':
      return (
        <Banner tone="danger" icon="info" title={t('order.refundRejectedTitle')}>
          {refundLines}
        </Banner>
      );
    default:
      if (paymentFlag === 'success' && order.paymentStatus === 'paid') {
        return (
          <Banner tone="success" icon="check" title={t('order.paidTitle')}>
            <p>{t('order.paidBody')}</p>
          </Banner>
        );
      }
      if (paymentFlag === 'cancel' && order.paymentMethod === 'digital_payment' && order.paymentStatus !== 'paid') {
        return (
          <Banner tone="warning" icon="info" title={t('order.paymentLeftTitle')}>
            <p>{t('order.paymentLeftBody')}</p>
          </Banner>
        );
      }
      if (order.actions.payNow) return <Banner tone="warning" icon="info" title={t('order.payNowNote')} />;
      return null;
  }
}

function Items({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const separator = useRootData().locale === 'ar' ? '، ' : ', ';
  return (
    <section aria-labelledby="order-items" className={CARD}>
      <h2 id="order-items" className="text-lg font-bold">
        {t('order.items')}
      </h2>
      {order.lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('order.noItems')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {order.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3">
              <Picture
                src={line.image}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">
                    <bdi>{line.name}</bdi>
                  </p>
                  <p className="shrink-0 font-semibold">{format.money(line.total)}</p>
                </div>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {t('order.quantity', { count: format.number(line.quantity) })} × {format.money(line.unitPrice)}
                </p>
                {line.variations.length > 0 && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('order.variation', { values: line.variations.join(separator) })}
                  </p>
                )}
                {line.addOns.length > 0 && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('order.addOns', {
                      values: line.addOns.map((a) => `${a.name} × ${format.number(a.quantity)}`).join(separator),
                    })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Row({
  label,
  value,
  strong,
  tone,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'minus' | 'free';
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold dark:border-slate-700' : 'text-sm'}`}
    >
      <dt className={strong ? '' : 'text-slate-600 dark:text-slate-300'}>{label}</dt>
      <dd
        data-testid={testId}
        className={
          tone === 'free'
            ? 'font-semibold text-brand-700 dark:text-brand-300'
            : tone === 'minus'
              ? 'text-red-700 dark:text-red-400'
              : ''
        }
      >
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

function Summary({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const a = order.amounts;
  // The operator's name for the fee, as checkout showed it (issue 16, item 4).
  const additionalChargeName = useRootData().config.additional_charge_name;
  const minus = (value: number) => `− ${format.money(value)}`;
  const paymentMethodKey = `payment.${order.paymentMethod}` as MessageKey;
  const paymentStatusKey = `payment.${order.paymentStatus}` as MessageKey;
  return (
    <section aria-labelledby="order-summary" className={CARD}>
      <h2 id="order-summary" className="text-lg font-bold">
        {t('order.summary')}
      </h2>
      <dl className="mt-3 flex flex-col gap-2">
        {a.addOns > 0 ? (
          <>
            <Row label={t('order.itemPrice')} value={format.money(a.items)} />
            <Row label={t('order.addOnCost')} value={format.money(a.addOns)} />
          </>
        ) : null}
        {order.lines.length > 0 && <Row label={t('order.subtotal')} value={format.money(a.subtotal)} />}
        {a.discount > 0 && <Row label={t('order.discount')} value={minus(a.discount)} tone="minus" />}
        {a.coupon > 0 && (
          <Row
            label={a.couponCode ? t('order.couponCode', { code: a.couponCode }) : t('order.coupon')}
            value={minus(a.coupon)}
            tone="minus"
          />
        )}
        {a.referralDiscount > 0 && <Row label={t('order.referral')} value={minus(a.referralDiscount)} tone="minus" />}
        {(a.tax > 0 || a.taxIncluded) && (
          <Row
            label={t(a.taxIncluded ? 'order.taxIncluded' : 'order.tax')}
            value={a.taxIncluded ? format.money(a.tax) : `+ ${format.money(a.tax)}`}
          />
        )}
        {order.orderType !== 'take_away' && (
          <Row
            label={t('order.deliveryFee')}
            value={a.deliveryFee === 0 ? t('order.free') : `+ ${format.money(a.deliveryFee)}`}
            tone={a.deliveryFee === 0 ? 'free' : undefined}
          />
        )}
        {a.tips > 0 && <Row label={t('order.tips')} value={`+ ${format.money(a.tips)}`} />}
        {a.additionalCharge > 0 && (
          <Row
            label={additionalChargeName || t('order.additionalCharge')}
            value={`+ ${format.money(a.additionalCharge)}`}
          />
        )}
        {a.extraPackaging > 0 && (
          <Row label={t('order.extraPackaging')} value={`+ ${format.money(a.extraPackaging)}`} />
        )}
        <Row label={t('order.total')} value={format.money(a.total)} strong testId="order-total" />
        {a.paidByWallet > 0 && (
          <>
            <Row label={t('order.paidByWallet')} value={format.money(a.paidByWallet)} />
            <Row label={t('order.due')} value={format.money(Math.max(0, a.total - a.paidByWallet))} />
          </>
        )}
      </dl>
      <h3 className="mt-5 text-sm font-bold">{t('order.payment')}</h3>
      <dl className="mt-2 flex flex-col gap-2">
        <Row
          label={t('order.paymentMethod')}
          value={paymentMethodKey in PAYMENT_KEYS ? t(paymentMethodKey) : order.paymentMethod}
        />
        <Row
          label={t('order.paymentStatus')}
          value={paymentStatusKey in PAYMENT_KEYS ? t(paymentStatusKey) : order.paymentStatus}
        />
      </dl>
    </section>
  );
}

const PAYMENT_KEYS: Record<string, true> = Object.fromEntries(
  [
    'cash_on_delivery',
    'wallet',
    'digital_payment',
    'offline_payment',
    'partial_payment',
    'paid',
    'unpaid',
    'partially_paid',
  ].map((k) => [`payment.${k}`, true]),
);

function AddressBlock({ address, testId }: { address: OrderAddress; testId?: string }) {
  return (
    <div className="mt-3 flex gap-3 text-sm" data-testid={testId}>
      <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-semibold">
          <bdi>{address.contactName}</bdi>
        </p>
        <p className="text-slate-600 dark:text-slate-300" dir="ltr">
          {address.contactPhone}
        </p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          <bdi>{address.text}</bdi>
        </p>
        {address.extras.length > 0 && (
          <p className="text-slate-500 dark:text-slate-400">{address.extras.join(' · ')}</p>
        )}
      </div>
    </div>
  );
}

/** A parcel order has no items: what is sent and who pays its charge (issue 18). */
function ParcelDetails({ order, parcel }: { order: Order; parcel: NonNullable<Order['parcel']> }) {
  const t = useT();
  return (
    <section aria-labelledby="order-parcel" className={CARD}>
      <h2 id="order-parcel" className="text-lg font-bold">
        {t('order.parcel')}
      </h2>
      <dl className="mt-3 flex flex-col gap-3 text-sm">
        {order.parcelCategory && (
          <div className="flex items-center gap-3">
            <Picture
              src={order.parcelCategory.image}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-xl object-cover"
            />
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('order.parcelCategory')}</dt>
              <dd className="font-semibold" data-testid="order-parcel-category">
                <bdi>{order.parcelCategory.name}</bdi>
              </dd>
            </div>
          </div>
        )}
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('order.chargePaidBy')}</dt>
          <dd className="font-semibold" data-testid="order-charge-payer">
            {t(parcel.payer === 'receiver' ? 'order.payer.receiver' : 'order.payer.sender')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Delivery({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="order-delivery" className={CARD}>
      <h2 id="order-delivery" className="text-lg font-bold">
        {t(order.parcel ? 'order.parcelSender' : order.address ? 'order.deliverTo' : 'order.takeAwayFrom')}
      </h2>
      {order.address ? (
        <AddressBlock address={order.address} />
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('order.takeAwayHint')}</p>
      )}
      {order.parcel?.receiver && (
        <>
          <h3 className="mt-5 border-t border-slate-100 pt-4 font-bold dark:border-slate-800">
            {t('order.parcelReceiver')}
          </h3>
          <AddressBlock address={order.parcel.receiver} testId="order-receiver" />
        </>
      )}
      {order.instruction && (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="order-instruction">
          <span className="font-semibold">{t('order.instruction')}: </span>
          <bdi>{order.instruction}</bdi>
        </p>
      )}
      {order.note && (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="order-note">
          <span className="font-semibold">{t('order.note')}: </span>
          <bdi>{order.note}</bdi>
        </p>
      )}
      {order.cutlery && (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <Icon name="check" className="size-4 text-brand-600" />
          {t('order.cutlery')}
        </p>
      )}
      {order.store && (
        <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Picture
            src={order.store.logo}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-xl object-cover ring-1 ring-slate-200 dark:ring-slate-700"
          />
          <div className="min-w-0 text-sm">
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('order.store')}</p>
            <p className="truncate font-semibold">
              <bdi>{order.store.name}</bdi>
            </p>
            {order.store.address && (
              <p className="truncate text-slate-500 dark:text-slate-400">
                <bdi>{order.store.address}</bdi>
              </p>
            )}
          </div>
          {order.canChat && (
            <ChatLink
              to={`/profile?page=inbox&to=vendor&id=${order.store.id}&order=${order.id}`}
              label={t('order.chatStore')}
            />
          )}
        </div>
      )}
      {order.deliveryMan && (
        <div className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Picture
            src={order.deliveryMan.image}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-full object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('order.deliveryMan')}</p>
            <p className="truncate font-semibold">
              <bdi>{order.deliveryMan.name}</bdi>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500 dark:text-slate-400">
              {order.deliveryMan.ratingCount > 0 && (
                <span className="inline-flex items-center gap-0.5">
                  <Icon name="star" className="size-3.5 text-amber-500" />
                  {t('order.courierRating', {
                    rating: format.rating(order.deliveryMan.rating),
                    count: format.number(order.deliveryMan.ratingCount),
                  })}
                </span>
              )}
              {order.deliveryMan.vehicle && isVehicle(order.deliveryMan.vehicle) && (
                <span>{t(`order.vehicle.${order.deliveryMan.vehicle}`)}</span>
              )}
            </p>
          </div>
          {order.deliveryMan.phone && order.live && (
            <a
              href={`tel:${order.deliveryMan.phone}`}
              aria-label={t('order.call', { name: order.deliveryMan.name })}
              className={iconButtonClass('ringed')}
            >
              <Icon name="phone" className="size-5" />
            </a>
          )}
          {order.canChat && order.live && (
            <ChatLink
              to={`/profile?page=inbox&to=delivery_man&id=${order.deliveryMan.id}&order=${order.id}`}
              label={t('order.chatCourier')}
            />
          )}
        </div>
      )}
    </section>
  );
}

const VEHICLES = ['bicycle', 'motorbike', 'car'] as const;
const isVehicle = (value: string): value is (typeof VEHICLES)[number] =>
  (VEHICLES as readonly string[]).includes(value);

/** The way into the conversation with the order's store or courier (the inbox, about this order). */
function ChatLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} title={label} className={iconButtonClass('ringed')}>
      <Icon name="chat" className="size-5" />
    </Link>
  );
}
