/** A form dialog's last row: Cancel, then the submit button with its spinner while the form is sent. */
import { useT } from '../../i18n/t.ts';

export function CancelAndSubmit({
  onCancel,
  label,
  busy,
  disabled = false,
}: {
  onCancel: () => void;
  label: string;
  busy: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex justify-end gap-3">
      <button
        type="button"
        onClick={onCancel}
        className="h-12 rounded-xl px-5 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        className="flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {label}
      </button>
    </div>
  );
}
