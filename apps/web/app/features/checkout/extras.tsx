/**
 * The smaller parts of checkout: the delivery person's tip (with the most
 * chosen amount marked), the order note, and the prescription upload for
 * pharmacy items (at most 3 images: 'Maximum 3 images can be send at a
 * time.'; JPG, PNG, JPEG or GIF).
 */
import { useEffect, useMemo, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, LIMITS, toMinor, type Minor } from '@souq/domain';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { IconButton } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { CHECKOUT_FORM, Section } from './section.tsx';

/** Suggested tips in currency units, as 6amMart's web offers them. */
export const TIP_SUGGESTIONS = [10, 15, 20, 40] as const;

export function TipsSection({
  decimals,
  mostTipped,
  tips,
  onTips,
}: {
  decimals: number;
  mostTipped: Minor | null;
  tips: Minor;
  onTips: (tips: Minor) => void;
}) {
  const t = useT();
  const format = useFormat();
  const suggestions = useMemo(() => {
    const amounts = TIP_SUGGESTIONS.map((v) => toMinor(v, decimals));
    if (mostTipped && !amounts.includes(mostTipped)) amounts.push(mostTipped);
    return amounts.sort((a, b) => a - b);
  }, [decimals, mostTipped]);
  const [custom, setCustom] = useState(false);
  const chip = 'relative rounded-xl border px-3 py-2 text-sm font-semibold transition';
  const on = 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100';
  const off = 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <Section title={t('checkout.tips')} icon="bike">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('checkout.tipsNote')}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('checkout.tips')}>
        <button
          type="button"
          aria-pressed={tips === 0 && !custom}
          onClick={() => (setCustom(false), onTips(0))}
          className={`${chip} ${tips === 0 && !custom ? on : off}`}
        >
          {t('checkout.noTip')}
        </button>
        {suggestions.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={tips === amount && !custom}
            onClick={() => (setCustom(false), onTips(amount))}
            className={`${chip} ${tips === amount && !custom ? on : off}`}
          >
            {format.money(amount)}
            {amount === mostTipped && (
              <span className="absolute -top-2 start-2 rounded bg-brand-600 px-1 text-[10px] leading-4 text-white">
                {t('checkout.mostTipped')}
              </span>
            )}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          onClick={() => setCustom(true)}
          className={`${chip} ${custom ? on : off}`}
        >
          {t('checkout.customTip')}
        </button>
      </div>
      {custom && (
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-label={t('checkout.customTip')}
          className={`${INPUT_CLASS} mt-3`}
          onChange={(e) => onTips(Math.max(0, toMinor(Number(e.target.value) || 0, decimals)))}
        />
      )}
    </Section>
  );
}

export function NoteSection() {
  const t = useT();
  return (
    <Section title={t('checkout.orderNote')} icon="pencil">
      <textarea
        form={CHECKOUT_FORM}
        name="order_note"
        rows={3}
        maxLength={1000}
        placeholder={t('checkout.orderNotePlaceholder')}
        className={`${INPUT_CLASS} h-auto py-2`}
        aria-label={t('checkout.orderNote')}
      />
    </Section>
  );
}

export function PrescriptionSection({
  required,
  files,
  onFiles,
}: {
  required: boolean;
  files: File[];
  onFiles: (files: File[]) => void;
}) {
  const t = useT();
  const toast = useToast();
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (chosen: FileList | null) => {
    if (!chosen) return;
    const list = [...chosen];
    if (list.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)))
      return toast(t('validation.imageFormat'), { kind: 'error' });
    const next = [...files, ...list];
    if (next.length > LIMITS.maxImagesPerUpload) return toast(t('checkout.maxImages'), { kind: 'error' });
    onFiles(next);
  };

  return (
    <Section title={t('checkout.prescription')} icon="camera">
      <p
        className={`mb-3 text-sm ${required ? 'font-medium text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
      >
        {t(required ? 'checkout.prescriptionRequired' : 'checkout.prescriptionOptional')}
      </p>
      <div className="flex flex-wrap gap-3">
        {files.map((file, i) => (
          <div
            key={`${file.name}-${i}`}
            className="relative size-20 overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-700"
          >
            <img src={previews[i]} alt={file.name} className="size-full object-cover" />
            <IconButton
              tone="photo"
              onClick={() => onFiles(files.filter((_, j) => j !== i))}
              aria-label={t('checkout.removeImage', { name: file.name })}
              className="absolute end-1 top-1"
            >
              <Icon name="close" className="size-3" />
            </IconButton>
          </div>
        ))}
        {files.length < LIMITS.maxImagesPerUpload && (
          <label className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-400 text-xs text-slate-500 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:text-slate-400">
            <Icon name="camera" className="size-5" />
            {t('checkout.upload')}
            <input
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              multiple
              className="sr-only"
              data-testid="prescription-input"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
    </Section>
  );
}

/** Preset delivery instructions (the reference clients offer a list); the chosen text goes with the order. */
export const DELIVERY_INSTRUCTIONS = ['door', 'call', 'bell', 'hand', 'reception'] as const;

/**
 * Delivery instruction (a preset and free text, sent as one
 * `delivery_instruction`, shown to the store and on the order page) and,
 * for food, whether to add cutlery (`cutlery`).
 */
export function InstructionSection({ delivery, food }: { delivery: boolean; food: boolean }) {
  const t = useT();
  if (!delivery && !food) return null;
  return (
    <Section title={t(delivery ? 'checkout.instruction' : 'checkout.cutlery')} icon="truck">
      {delivery && (
        <div className="flex flex-col gap-3">
          <select
            form={CHECKOUT_FORM}
            name="delivery_instruction_choice"
            aria-label={t('checkout.instruction')}
            defaultValue=""
            className={INPUT_CLASS}
          >
            <option value="">{t('checkout.instructionNone')}</option>
            {DELIVERY_INSTRUCTIONS.map((key) => (
              <option key={key} value={t(`checkout.instruction.${key}`)}>
                {t(`checkout.instruction.${key}`)}
              </option>
            ))}
          </select>
          <input
            form={CHECKOUT_FORM}
            name="delivery_instruction_text"
            maxLength={255}
            aria-label={t('checkout.instructionMore')}
            placeholder={t('checkout.instructionMore')}
            className={INPUT_CLASS}
          />
        </div>
      )}
      {food && (
        <label className="mt-3 flex items-start gap-2.5 text-sm">
          <input
            form={CHECKOUT_FORM}
            type="checkbox"
            name="cutlery"
            value="1"
            className="mt-0.5 size-4.5 accent-brand-600"
          />
          <span>
            <span className="font-semibold">{t('checkout.cutlery')}</span>
            <span className="block text-slate-500 dark:text-slate-400">{t('checkout.cutleryHint')}</span>
          </span>
        </label>
      )}
    </Section>
  );
}
