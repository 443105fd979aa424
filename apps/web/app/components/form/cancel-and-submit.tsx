/** A form dialog's last row: Cancel, then the submit button with its spinner while the form is sent. */
import { useT } from '../../i18n/t.ts';
import { Button } from '../ui/button.tsx';

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
      <Button variant="ghost" size="lg" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" size="lg" disabled={disabled} busy={busy}>
        {label}
      </Button>
    </div>
  );
}
