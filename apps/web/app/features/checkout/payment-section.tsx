/**
 * Payment (reference §5.2 "Payment rules", client-contract §7): cash on
 * delivery (refused above the zone's COD maximum with the spec's message),
 * the wallet when its balance covers the order, partial payment (the whole
 * balance, the rest by the configured method), each digital gateway, and
 * offline methods with their details and the fields the shopper fills in.
 * What is offered and what is refused is the domain's payment rules (the
 * API refuses by the same), through paymentView.
 */
import type { Minor, PaymentRefusal } from '@souq/domain';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import type { CheckoutData } from './checkout.server.ts';
import { paymentView, type PaymentMethod } from './pricing.ts';
import { CHECKOUT_FORM, Section } from './section.tsx';

/** What Place Order says when the domain refuses the chosen payment (paymentRefusal). */
export function paymentRefusalMessage(refused: PaymentRefusal | null): MessageKey | null {
  if (refused === 'cod_maximum') return 'checkout.codLimit';
  if (refused === 'insufficient_balance') return 'checkout.walletInsufficient';
  return refused ? 'checkout.choosePayment' : null;
}

export interface PaymentChoice {
  method: PaymentMethod | null;
  gateway: string | null;
  partial: boolean;
  offlineId: number | null;
}

interface PaymentSectionProps {
  /** The checkout's payment data (the parcel form brings its own, for the zone of its pickup point). */
  data: Pick<CheckoutData, 'payment'>;
  orderAmount: Minor;
  choice: PaymentChoice;
  onChoice: (choice: PaymentChoice) => void;
}

const CARD =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50/60 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-700 dark:has-checked:bg-brand-700/15';

export function PaymentSection({ data, orderAmount, choice, onChoice }: PaymentSectionProps) {
  const t = useT();
  const format = useFormat();
  const payment = data.payment;
  const rules = payment.rules;
  const view = paymentView(rules, orderAmount, choice.partial);
  const restView = paymentView(rules, orderAmount, true);
  const restMethods = (['cash_on_delivery', 'digital_payment', 'offline_payment'] as const).filter(
    (m) => restView.refusal(m) === null,
  );
  const pick = (method: PaymentMethod, extra: Partial<PaymentChoice> = {}) =>
    onChoice({ ...choice, method, gateway: null, offlineId: null, ...extra });
  const walletShown = rules.walletFeature && rules.customer;
  const codOverLimit = view.refusal('cash_on_delivery') === 'cod_maximum';

  return (
    <Section title={t('checkout.paymentMethod')} icon="wallet">
      <div className="flex flex-col gap-2" role="radiogroup" aria-label={t('checkout.paymentMethod')}>
        {walletShown && (
          <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60" data-testid="wallet-balance">
            {t('checkout.walletBalance', { amount: format.money(rules.walletBalance) })}
          </div>
        )}
        {view.partialPossible || restView.partialPossible ? (
          <label className="flex items-start gap-3 rounded-xl border border-dashed border-brand-600/60 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={choice.partial}
              onChange={(e) =>
                onChoice({
                  ...choice,
                  partial: e.target.checked,
                  method: e.target.checked ? (restMethods[0] ?? null) : null,
                  gateway: null,
                  offlineId: null,
                })
              }
            />
            <span>
              <span className="block font-semibold">{t('checkout.payPartially')}</span>
              <span className="text-slate-600 dark:text-slate-300">
                {t('checkout.partialNote', {
                  wallet: format.money(rules.walletBalance),
                  rest: format.money(view.partialRemainder),
                })}
              </span>
            </span>
          </label>
        ) : null}
        {view.shown('wallet') && (
          <label className={CARD}>
            <input
              type="radio"
              name="payment"
              className="mt-1 accent-brand-600"
              checked={choice.method === 'wallet'}
              disabled={view.refusal('wallet') !== null}
              onChange={() => pick('wallet')}
            />
            <span className="flex-1">
              <span className="block font-semibold">{t('checkout.payWallet')}</span>
              {view.refusal('wallet') !== null && (
                <span className="text-xs text-slate-500 dark:text-slate-400">{t('checkout.walletInsufficient')}</span>
              )}
            </span>
            <Icon name="wallet" className="size-5 text-slate-400" />
          </label>
        )}
        {view.shown('cash_on_delivery') && (
          <label className={CARD}>
            <input
              type="radio"
              name="payment"
              className="mt-1 accent-brand-600"
              checked={choice.method === 'cash_on_delivery'}
              disabled={view.refusal('cash_on_delivery') !== null}
              onChange={() => pick('cash_on_delivery')}
            />
            <span className="flex-1">
              <span className="block font-semibold">{t('checkout.cashOnDelivery')}</span>
              {codOverLimit && (
                <span className="text-xs text-red-600 dark:text-red-400" data-testid="cod-limit">
                  {t('checkout.codLimit')}
                </span>
              )}
            </span>
            <Icon name="bag" className="size-5 text-slate-400" />
          </label>
        )}
        {view.shown('digital_payment') &&
          payment.gateways.map((g) => (
            <label key={g.gateway} className={CARD}>
              <input
                type="radio"
                name="payment"
                className="mt-1 accent-brand-600"
                checked={choice.method === 'digital_payment' && choice.gateway === g.gateway}
                disabled={view.refusal('digital_payment') !== null}
                onChange={() => pick('digital_payment', { gateway: g.gateway })}
              />
              <span className="flex-1">
                <span className="block font-semibold">{g.title}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{t('checkout.digitalNote')}</span>
              </span>
              {g.image ? (
                <img src={g.image} alt="" width={48} height={24} className="h-6 w-12 object-contain" loading="lazy" />
              ) : (
                <Icon name="shield" className="size-5 text-slate-400" />
              )}
            </label>
          ))}
        {view.shown('offline_payment') &&
          payment.offlineMethods.map((m) => (
            <div key={m.id} className="flex flex-col gap-2">
              <label className={CARD}>
                <input
                  type="radio"
                  name="payment"
                  className="mt-1 accent-brand-600"
                  checked={choice.method === 'offline_payment' && choice.offlineId === m.id}
                  disabled={view.refusal('offline_payment') !== null}
                  onChange={() => pick('offline_payment', { offlineId: m.id })}
                />
                <span className="flex-1">
                  <span className="block font-semibold">{m.name}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{t('checkout.offlineNote')}</span>
                </span>
              </label>
              {choice.method === 'offline_payment' && choice.offlineId === m.id && (
                <div
                  className="ms-7 flex flex-col gap-3 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
                  data-testid="offline-fields"
                >
                  {m.details.length > 0 && <FactList rows={m.details} />}
                  {m.inputs.map((input) => (
                    <label key={input.name} className="flex flex-col gap-1 font-semibold capitalize">
                      {input.name.replaceAll('_', ' ')}
                      {input.required ? ' *' : ''}
                      <input
                        form={CHECKOUT_FORM}
                        name={`offline[${input.name}]`}
                        required={input.required}
                        placeholder={input.placeholder}
                        maxLength={255}
                        className={INPUT_CLASS}
                      />
                    </label>
                  ))}
                  <label className="flex flex-col gap-1 font-semibold">
                    {t('checkout.paymentNote')}
                    <input form={CHECKOUT_FORM} name="offline_note" maxLength={1000} className={INPUT_CLASS} />
                  </label>
                </div>
              )}
            </div>
          ))}
        {view.nothing && <p className="text-sm text-slate-500 dark:text-slate-400">{t('checkout.noPaymentMethod')}</p>}
      </div>
    </Section>
  );
}
