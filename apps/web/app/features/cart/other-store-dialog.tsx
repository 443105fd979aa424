/**
 * Spec §4: adding an item of another store than the cart's asks first.
 * Confirming empties the cart and adds the item ('Your cart has been
 * cleared successfully. And selected item added to the cart.').
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useT } from '../../i18n/t.ts';

export default function OtherStoreDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => Promise<void> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('cart.otherStoreTitle')}
      description={t('cart.otherStoreBody')}
      confirmLabel={t('cart.otherStoreConfirm')}
      tone="danger"
      busy={busy}
      onConfirm={() => {
        setBusy(true);
        void onConfirm();
      }}
    />
  );
}
