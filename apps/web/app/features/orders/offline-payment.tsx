/**
 * An offline payment on the order page (issue 20): the method's account
 * details, the proof the shopper sent and where it stands (waiting,
 * verified, not accepted), and the form to send it — or correct it — after
 * placing, with the method's fields as the business configured them and a
 * note. The API decides (offline-payment, -update); a verified proof is
 * shown, not edited.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { useT } from '../../i18n/t.ts';
import type { OrderActionResult } from '../../routes/resources/order.ts';
import { fieldLabel, type OfflineMethod } from '../checkout/offline-methods.ts';
import { CHIP_TONES } from './status-chip.tsx';
import type { OfflineProof } from './types.ts';
import { useLatest, useSettled } from '../../lib/use-latest.ts';

export const PROOF_TONES = {
  pending: CHIP_TONES.warning,
  verified: CHIP_TONES.success,
  denied: CHIP_TONES.danger,
} as const;

export function OfflinePayment({
  orderId,
  proof,
  open,
  methods,
  className,
}: {
  orderId: number;
  proof: OfflineProof | null;
  /** The shopper may send or correct it now. */
  open: boolean;
  methods: OfflineMethod[];
  className: string;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (!proof && !open) return null;
  return (
    <section aria-labelledby="order-offline" className={className} data-testid="offline-payment">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-offline" className="text-lg font-bold">
          {t('order.offlineTitle')}
        </h2>
        {proof && (
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${PROOF_TONES[proof.status]}`}
          >
            {t(`order.offlineStatus.${proof.status}`)}
          </span>
        )}
      </div>
      {proof?.reply && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('order.offlineReply')}</span> <bdi>{proof.reply}</bdi>
        </p>
      )}
      {proof ? (
        <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
          <Facts
            title={t('order.offlinePayTo')}
            rows={[
              { label: t('order.offlineMethod'), value: proof.methodName },
              ...proof.details.map((d) => ({ label: d.label, value: d.value })),
            ]}
          />
          <Facts
            title={t('order.offlineSent')}
            rows={[
              ...proof.sent.map((s) => ({ label: fieldLabel(s.name), value: s.value })),
              ...(proof.note ? [{ label: t('order.offlineNote'), value: proof.note }] : []),
            ]}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('order.offlineNone')}</p>
      )}
      {open && (
        <div className="mt-4">
          <Button variant={proof ? 'outline' : 'primary'} onClick={() => setEditing(true)}>
            {proof ? t('order.offlineEdit') : t('order.offlineSend')}
          </Button>
          <ProofDialog
            orderId={orderId}
            proof={proof}
            methods={methods}
            open={editing}
            onClose={() => setEditing(false)}
          />
        </div>
      )}
    </section>
  );
}

function Facts({ title, rows }: { title: string; rows: { label: string; value: string }[] }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <FactList rows={rows} />
    </div>
  );
}

function ProofDialog({
  orderId,
  proof,
  methods,
  open,
  onClose,
}: {
  orderId: number;
  proof: OfflineProof | null;
  methods: OfflineMethod[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const fetcher = useFetcher<OrderActionResult>({ key: `order-${orderId}-offline` });
  const first = methods.find((m) => m.id === proof?.methodId) ?? methods[0] ?? null;
  const [methodId, setMethodId] = useState<number | null>(first?.id ?? null);
  const method = methods.find((m) => m.id === methodId) ?? null;
  const busy = fetcher.state !== 'idle';

  // Each opening starts from the method sent before, or the first one.
  const firstId = useLatest(first?.id ?? null);
  useEffect(() => {
    if (open) setMethodId(firstId.current);
  }, [open, firstId]);

  useSettled(fetcher, (answer) => {
    if (answer.ok) {
      onClose();
      toast(answer.message, { kind: 'success' });
    } else toast(answer.error, { kind: 'error' });
  });

  // What was sent before fills the form again, when it is the same method.
  const previous = (name: string) =>
    proof && method && proof.methodId === method.id ? (proof.sent.find((s) => s.name === name)?.value ?? '') : '';

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const missing = method?.inputs.find(
      (input) => input.required && !String(form.get(`offline[${input.name}]`) ?? '').trim(),
    );
    if (missing)
      return toast(t('checkout.offlineFieldRequired', { field: fieldLabel(missing.name) }), { kind: 'error' });
    fetcher.submit(form, { method: 'post', action: `/resources/orders/${orderId}` });
  };

  return (
    <Dialog open={open} onClose={onClose} title={proof ? t('order.offlineEdit') : t('order.offlineSend')}>
      {methods.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('order.offlineNoMethods')}</p>
      ) : (
        <form onSubmit={send} noValidate className="flex flex-col gap-4 text-sm">
          <input type="hidden" name="intent" value="offline" />
          <input type="hidden" name="update" value={proof ? '1' : '0'} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-method`} className="font-semibold">
              {t('order.offlineMethod')}
            </label>
            <select
              id={`${id}-method`}
              name="offline_method_id"
              value={methodId ?? ''}
              onChange={(event) => setMethodId(Number(event.target.value))}
              className={INPUT_CLASS}
            >
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          {method && method.details.length > 0 && (
            <FactList rows={method.details} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" />
          )}
          {/* Keyed by the method: its own fields, filled with what was sent before. */}
          <div key={method?.id ?? 0} className="flex flex-col gap-3">
            {method?.inputs.map((input) => (
              <label key={input.name} className="flex flex-col gap-1.5 font-semibold capitalize">
                <span>
                  {fieldLabel(input.name)}
                  {input.required ? ' *' : ''}
                </span>
                <input
                  name={`offline[${input.name}]`}
                  required={input.required}
                  defaultValue={previous(input.name)}
                  placeholder={input.placeholder}
                  maxLength={255}
                  className={`${INPUT_CLASS} font-normal normal-case`}
                />
              </label>
            ))}
            <label className="flex flex-col gap-1.5 font-semibold">
              {t('order.offlineNote')}
              <textarea
                name="offline_note"
                rows={2}
                maxLength={1000}
                defaultValue={proof && method && proof.methodId === method.id ? (proof.note ?? '') : ''}
                className={`${INPUT_CLASS} h-auto py-2.5 font-normal`}
              />
            </label>
          </div>
          <div className="flex gap-3">
            <Button variant="outline" onClick={onClose} className="flex-1">
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={busy} className="flex-1">
              {proof ? t('order.offlineEdit') : t('order.offlineSend')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
