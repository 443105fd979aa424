/**
 * Convert points to wallet money (reference §5.5): how many points, what
 * they become, the API's answer. The button stays off until the points are
 * enough and held; success says 'Point to wallet transfer successfully.' and
 * the page reloads its points and ledger.
 */
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { pointsToMoney } from '@souq/domain';
import { CancelAndSubmit } from '../../components/form/cancel-and-submit.tsx';
import { Field, INPUT_CLASS } from '../../components/form/field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { LoyaltyActionResult } from '../../routes/resources/loyalty.ts';
import { useFormat } from '../catalog/format.ts';
import { conversionProblem, parsePoints } from './convert.ts';
import { useSettled } from '../../lib/use-latest.ts';

export const LOYALTY_ACTION = '/resources/loyalty';

export function ConvertDialog({
  open,
  onClose,
  held,
  terms,
}: {
  open: boolean;
  onClose: () => void;
  held: number;
  terms: { rate: number; minimum: number };
}) {
  const t = useT();
  const money = useFormat().amount;
  const toast = useToast();
  const fetcher = useFetcher<LoyaltyActionResult>({ key: 'convert-points' });
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const busy = fetcher.state !== 'idle';
  const problem = conversionProblem(text, held, terms);
  const points = parsePoints(text);

  useSettled(fetcher, (answer) => {
    if (answer.ok) {
      toast(answer.message);
      setText('');
      setTouched(false);
      onClose();
    } else toast(answer.error, { kind: 'error' });
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('loyalty.convertTitle')}
      description={t('loyalty.rate', { points: terms.rate, amount: money(1) })}
    >
      <fetcher.Form method="post" action={LOYALTY_ACTION} noValidate className="flex flex-col gap-5">
        <Field
          label={t('loyalty.pointsField')}
          hint={t('loyalty.minimum', { min: terms.minimum })}
          error={
            (touched || text.trim() !== '') && problem
              ? t(problem.key, problem.min ? { min: problem.min } : undefined)
              : null
          }
        >
          {(control) => (
            <input
              {...control}
              name="point"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => setTouched(true)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        {!problem && (
          <p className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
            {t('loyalty.youGet', { amount: money(pointsToMoney(points, terms.rate)) })}
          </p>
        )}
        <CancelAndSubmit onCancel={onClose} label={t('loyalty.convert')} busy={busy} disabled={Boolean(problem)} />
      </fetcher.Form>
    </Dialog>
  );
}
