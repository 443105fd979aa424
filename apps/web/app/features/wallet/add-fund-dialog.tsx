/**
 * Add Fund to Wallet (spec §2, §4, §5): an amount and a payment method. The
 * button stays off while the amount is 0 or less; a missing method is named
 * on sending. Sending shows the spinner until the browser leaves for the
 * payment page; a refusal clears it and says why. The running bonuses are
 * repeated here, where the amount is chosen.
 */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { CancelAndSubmit } from '../../components/form/cancel-and-submit.tsx';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT, type MessageKey } from '../../i18n/t.ts';
import type { WalletActionResult } from '../../routes/resources/wallet.ts';
import { useFormat } from '../catalog/format.ts';
import { addFundProblem, parseAmount } from './add-fund.ts';
import type { Gateway, WalletBonus } from './types.ts';

export const WALLET_ACTION = '/resources/wallet';

export function AddFundDialog({
  open,
  onClose,
  gateways,
  bonuses,
}: {
  open: boolean;
  onClose: () => void;
  gateways: Gateway[];
  bonuses: WalletBonus[];
}) {
  const t = useT();
  const money = useFormat().amount;
  const fetcher = useFetcher<WalletActionResult>({ key: 'add-fund' });
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [amountTouched, setAmountTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    // Success leaves for the payment page; only a refusal comes back here.
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) setRefusal(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = addFundProblem(amount, method);
    setProblem(found);
    setRefusal(null);
    if (!found) void fetcher.submit(event.currentTarget);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('wallet.addFundTitle')} description={t('wallet.addFundBody')}>
      <fetcher.Form method="post" action={WALLET_ACTION} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field
          label={t('wallet.amount')}
          error={amountTouched && !(parseAmount(amount) > 0) ? t('wallet.amountRequired') : null}
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              onBlur={() => setAmountTouched(true)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        {bonuses.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-amber-900 dark:text-amber-200">
            {bonuses.map((bonus) => (
              <li key={bonus.id}>
                {bonus.title} · {t('wallet.bonusMinimum', { amount: money(bonus.minimum) })}
              </li>
            ))}
          </ul>
        )}
        <fieldset aria-describedby={problem === 'wallet.methodRequired' ? 'add-fund-method-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('wallet.paymentMethod')}
          </legend>
          <div className="flex flex-col gap-2">
            {gateways.map((gateway) => (
              <label
                key={gateway.gateway}
                className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 dark:ring-slate-700 dark:has-checked:bg-brand-700/20"
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={gateway.gateway}
                  checked={method === gateway.gateway}
                  onChange={() => setMethod(gateway.gateway)}
                  className="size-4 accent-brand-600"
                />
                {gateway.image && (
                  <img src={gateway.image} alt="" width={32} height={32} className="size-8 rounded-md object-contain" />
                )}
                <span className="font-medium">{gateway.title}</span>
              </label>
            ))}
          </div>
          {problem === 'wallet.methodRequired' && (
            <p id="add-fund-method-error" className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
              {t(problem)}
            </p>
          )}
        </fieldset>
        {refusal && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700 dark:bg-red-950/40 dark:text-red-300"
          >
            {refusal}
          </p>
        )}
        <CancelAndSubmit
          onCancel={onClose}
          label={t('wallet.addFund')}
          busy={busy}
          disabled={!(parseAmount(amount) > 0)}
        />
      </fetcher.Form>
    </Dialog>
  );
}
