/**
 * Address cards (spec §2): radio cards with the type (or the label that
 * replaces it) and the address; optional edit and delete controls. Empty:
 * 'No saved addresses found to select.'.
 */
import { useId } from 'react';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { addressTitle, type Address } from './address.ts';

const TYPE_ICONS: Record<Address['type'], IconName> = { home: 'home', office: 'office', other: 'pin' };

interface AddressListProps {
  addresses: Address[];
  selected: Address | null;
  onSelect: (address: Address) => void;
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
  /** The address the visitor delivers to now, marked 'Current'. */
  isCurrent?: (address: Address) => boolean;
  label: string;
}

export function AddressList({ addresses, selected, onSelect, onEdit, onDelete, isCurrent, label }: AddressListProps) {
  const t = useT();
  const name = useId();
  if (addresses.length === 0)
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('address.none')}
      </p>
    );
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-2">
      {addresses.map((address, index) => {
        const title = addressTitle(address, t);
        const checked =
          selected === address || (selected !== null && selected.id !== null && selected.id === address.id);
        return (
          <div
            key={address.id ?? `guest-${index}`}
            className="group relative flex items-start gap-1 rounded-2xl border border-slate-200 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-700/15"
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 p-3">
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onSelect(address)}
                className="peer sr-only"
              />
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 dark:bg-slate-800 dark:text-slate-300">
                <Icon name={TYPE_ICONS[address.type]} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-semibold">
                  <bdi dir="auto" className="truncate">
                    {title}
                  </bdi>
                  {isCurrent?.(address) && (
                    <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                      {t('address.current')}
                    </span>
                  )}
                </span>
                <span
                  dir="auto"
                  className="mt-0.5 line-clamp-2 block text-start text-sm text-slate-600 dark:text-slate-300"
                >
                  {address.address}
                </span>
              </span>
            </label>
            {(onEdit || onDelete) && (
              <span className="flex shrink-0 flex-col p-1.5">
                {onEdit && (
                  <button
                    type="button"
                    onClick={() => onEdit(address)}
                    aria-label={t('address.edit', { name: title })}
                    className="rounded-full p-2 text-slate-500 hover:bg-white hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <Icon name="pencil" className="size-4" />
                  </button>
                )}
                {onDelete && address.id !== null && (
                  <button
                    type="button"
                    onClick={() => onDelete(address)}
                    aria-label={t('address.delete', { name: title })}
                    className="rounded-full p-2 text-slate-500 hover:bg-white hover:text-red-600 dark:hover:bg-slate-800"
                  >
                    <Icon name="trash" className="size-4" />
                  </button>
                )}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
