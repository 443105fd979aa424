/**
 * The Saved Addresses dialog (spec §2): a list at most 40% of the screen
 * high, an add control, Cancel and Select; the choice applies only on
 * Select. Empty: 'Oops' and the spec's note. Optionally only the addresses
 * a zone serves (checkout passes the store's zone).
 */
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import type { Address } from './address.ts';
import { AddressList } from './address-list.tsx';
import { Button } from '../../components/ui/button.tsx';

interface SavedAddressesDialogProps {
  open: boolean;
  onClose: () => void;
  addresses: Address[];
  onSelect: (address: Address) => void;
  onAdd: () => void;
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
  isCurrent?: (address: Address) => boolean;
  zoneId?: number;
}

export function SavedAddressesDialog({
  open,
  onClose,
  addresses,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
  isCurrent,
  zoneId,
}: SavedAddressesDialogProps) {
  const t = useT();
  const [selected, setSelected] = useState<Address | null>(null);
  const shown = zoneId === undefined ? addresses : addresses.filter((a) => a.zoneIds.includes(zoneId));
  return (
    <Dialog open={open} onClose={onClose} title={t('address.savedTitle')}>
      <div className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <EmptyState compact icon="pin" title={t('address.emptyTitle')} body={t('address.emptyBody')} />
        ) : (
          <div className="max-h-[40vh] overflow-y-auto overscroll-contain pe-1">
            <AddressList
              addresses={shown}
              selected={selected}
              onSelect={setSelected}
              onEdit={onEdit}
              onDelete={onDelete}
              isCurrent={isCurrent}
              label={t('address.savedTitle')}
            />
          </div>
        )}
        <button
          type="button"
          onClick={onAdd}
          className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-brand-600 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-brand-700/15"
        >
          <Icon name="plus" className="size-4" />
          {t('address.add')}
        </button>
        <div className="flex gap-3">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            className="flex-1"
            disabled={!selected}
            onClick={() => {
              if (!selected) return;
              onSelect(selected);
              onClose();
            }}
          >
            {t('address.select')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
