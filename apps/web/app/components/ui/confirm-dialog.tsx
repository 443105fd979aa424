/** A yes/cancel question in the shared dialog (logout, reset a form, delete). */
import { Dialog } from './dialog.tsx';
import { Icon } from './icons.tsx';
import { Button } from './button.tsx';
import { useT } from '../../i18n/t.ts';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'default';
}

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  busy = false,
  tone = 'default',
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-col gap-4">
        {tone === 'danger' && (
          <span className="flex size-12 items-center justify-center self-center rounded-full bg-red-50 text-red-600 dark:bg-red-950/50 dark:text-red-400">
            <Icon name="warning" className="size-6" />
          </span>
        )}
        <div className="flex gap-3">
          <Button variant="outline" onClick={onClose} className="flex-1">
            {t('common.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} className="flex-1">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
