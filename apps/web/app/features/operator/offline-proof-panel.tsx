/**
 * The customer's offline payment proof on a board card (issue 20): what they sent and where it
 * stands; while it waits, the operator verifies it (the order is paid, and confirmed if still
 * new) or sends it back with a reason the customer reads on their order page.
 */
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import { useAnswerToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import type { OperatorActionResult } from '../../routes/resources/operator.ts';
import { fieldLabel } from '../checkout/offline-methods.ts';
import { PROOF_TONES } from '../orders/offline-payment.tsx';
import type { OfflineProof } from '../orders/types.ts';

export function OfflineProofPanel({ orderId, proof }: { orderId: number; proof: OfflineProof }) {
  const t = useT();
  const fetcher = useFetcher<OperatorActionResult>();
  const [denying, setDenying] = useState(false);
  const busy = fetcher.state !== 'idle';
  useAnswerToast(fetcher, (answer) => {
    if (answer.ok) setDenying(false);
  });
  return (
    <section
      aria-label={t('op.offline')}
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          <bdi>{proof.methodName || t('op.offline')}</bdi>
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${PROOF_TONES[proof.status]}`}>
          {t(`order.offlineStatus.${proof.status}`)}
        </span>
      </div>
      <FactList
        rows={[
          ...proof.sent.map((field) => ({ label: fieldLabel(field.name), value: field.value })),
          ...(proof.note ? [{ label: t('order.offlineNote'), value: proof.note }] : []),
        ]}
      />
      {proof.status === 'pending' && (
        <fetcher.Form method="post" action="/resources/operator" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="offline" />
          <input type="hidden" name="order_id" value={orderId} />
          {denying && (
            <label className="flex flex-col gap-1 font-semibold">
              {t('op.offlineReason')}
              <input name="note" required maxLength={255} className={`${INPUT_CLASS} font-normal`} />
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            {!denying && (
              <Button type="submit" name="decision" value="verified" size="sm" busy={busy} disabled={busy}>
                {t('op.offlineVerify')}
              </Button>
            )}
            {denying ? (
              <Button type="submit" name="decision" value="denied" size="sm" variant="danger-outline" busy={busy}>
                {t('op.offlineDeny')}
              </Button>
            ) : (
              <Button type="button" size="sm" variant="danger-outline" onClick={() => setDenying(true)}>
                {t('op.offlineDeny')}
              </Button>
            )}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
