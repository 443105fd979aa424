/**
 * The actions an order offers (status.ts decides which): Cancel Order with a
 * reason from the store's cancellation reasons, Switch to COD after a failed
 * digital payment, Refund Request with a reason and an optional note, and
 * Pay now for a digital payment still due (a link the browser follows to
 * the payment page, which returns here: resources/order-pay.ts says why it
 * is not a fetcher). The others post to /resources/orders/:id and toast the
 * API's message; the page's data reloads after every submission, so the new
 * status shows.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { useT } from '../../i18n/t.ts';
import type { OrderActionResult } from '../../routes/resources/order.ts';
import type { OrderActions as Actions } from './status.ts';
import type { Reason } from './types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useSettled } from '../../lib/use-latest.ts';

type Open = null | 'cancel' | 'cod' | 'refund';

export function OrderActions({
  orderId,
  actions,
  reasons,
}: {
  orderId: number;
  actions: Actions;
  reasons: { cancel: Reason[]; refund: Reason[] };
}) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<OrderActionResult>({ key: `order-${orderId}` });
  const [open, setOpen] = useState<Open>(null);
  const busy = fetcher.state !== 'idle';

  useSettled(fetcher, (answer) => {
    if (answer.ok) {
      setOpen(null);
      toast(answer.message, { kind: 'success' });
    } else {
      toast(answer.error, { kind: 'error' });
    }
  });

  const submit = (fields: Record<string, string>) =>
    fetcher.submit(fields, { method: 'post', action: `/resources/orders/${orderId}` });

  if (!actions.cancel && !actions.switchToCod && !actions.refund && !actions.payNow) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.payNow && (
        // A document navigation (reloadDocument): the payment page is the server's, not a storefront route.
        <a href={`/resources/orders/${orderId}/pay`} className={buttonClass()}>
          {t('order.payNow')}
        </a>
      )}
      {actions.switchToCod && <Button onClick={() => setOpen('cod')}>{t('order.switchToCod')}</Button>}
      {actions.refund && (
        <Button variant="brand-outline" onClick={() => setOpen('refund')}>
          {t('order.refundRequest')}
        </Button>
      )}
      {actions.cancel && (
        <Button variant="danger-outline" onClick={() => setOpen('cancel')}>
          {t('order.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'cod'}
        onClose={() => setOpen(null)}
        onConfirm={() => submit({ intent: 'cod' })}
        title={t('order.switchTitle')}
        description={t('order.switchNote')}
        confirmLabel={t('order.switchYes')}
        busy={busy}
      />
      <ReasonDialog
        open={open === 'cancel'}
        onClose={() => setOpen(null)}
        title={t('order.cancelTitle')}
        description={t('order.cancelNote')}
        legend={t('order.cancelReasons')}
        reasons={reasons.cancel}
        confirmLabel={t('order.cancelYes')}
        cancelLabel={t('order.keep')}
        tone="danger"
        busy={busy}
        onSubmit={(reason) => submit({ intent: 'cancel', reason })}
      />
      <ReasonDialog
        open={open === 'refund'}
        onClose={() => setOpen(null)}
        title={t('order.refundTitle')}
        description={t('order.refundIntro')}
        legend={t('order.refundReasons')}
        reasons={reasons.refund}
        confirmLabel={t('order.refundSend')}
        cancelLabel={t('common.cancel')}
        withNote
        busy={busy}
        onSubmit={(reason, note) => submit({ intent: 'refund', reason, note })}
      />
    </div>
  );
}

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  legend: string;
  reasons: Reason[];
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger';
  withNote?: boolean;
  busy: boolean;
  onSubmit: (reason: string, note: string) => void;
}

function ReasonDialog({
  open,
  onClose,
  title,
  description,
  legend,
  reasons,
  confirmLabel,
  cancelLabel,
  tone,
  withNote,
  busy,
  onSubmit,
}: ReasonDialogProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setReason('');
      setNote('');
      setError(null);
    }
  }, [open]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t('order.chooseReason'));
    onSubmit(reason, note.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        {reasons.length === 0 ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            {t('order.noReasons')}
          </p>
        ) : (
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="mb-2 text-sm font-semibold">{legend}</legend>
            <div className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto p-0.5">
              {reasons.map((r) => (
                <label
                  key={r.id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-500 dark:ring-slate-700 dark:has-checked:bg-brand-900/30"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={r.reason}
                    checked={reason === r.reason}
                    onChange={() => {
                      setReason(r.reason);
                      setError(null);
                    }}
                    className="size-4 accent-brand-600"
                  />
                  <span className="text-sm">{r.reason}</span>
                </label>
              ))}
            </div>
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </fieldset>
        )}
        {withNote && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-semibold">
              {t('order.refundNoteLabel')}
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={1000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('order.refundNotePlaceholder')}
              className={`${INPUT_CLASS} h-auto py-2.5`}
            />
          </div>
        )}
        <div className="flex gap-3">
          <Button variant="outline" onClick={onClose} className="flex-1">
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            disabled={reasons.length === 0}
            busy={busy}
            className="flex-1"
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
