/**
 * Logout (spec §4): confirm, then after about 500 ms the session action
 * clears the token and sends the shopper to /home with 'Logout successful.'.
 */
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { TIMINGS } from '@souq/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useT } from '../../i18n/t.ts';
import { SESSION_ACTION } from '../auth/auth-launcher.tsx';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const fetcher = useFetcher({ key: 'logout' });
  const [waiting, setWaiting] = useState(false);
  const confirm = () => {
    setWaiting(true);
    setTimeout(() => {
      fetcher.submit({ intent: 'logout' }, { method: 'post', action: SESSION_ACTION });
    }, TIMINGS.logoutDelayMs);
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('account.logoutConfirm')}
      description={t('account.logoutNote')}
      confirmLabel={t('account.logoutYes')}
      busy={waiting || fetcher.state !== 'idle'}
      onConfirm={confirm}
      tone="danger"
    />
  );
}
