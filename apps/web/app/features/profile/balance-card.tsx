/** The coloured card at the top of the Wallet and Loyalty Points tabs: what the customer holds, a note, and the tab's action. */
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icons.tsx';

const TONES = {
  brand: { card: 'from-brand-600 to-brand-800', soft: 'text-brand-50', action: 'text-brand-700 hover:bg-brand-50' },
  amber: { card: 'from-amber-500 to-orange-600', soft: 'text-amber-50', action: 'text-orange-700 hover:bg-amber-50' },
} as const;

export function BalanceCard({
  tone,
  icon,
  label,
  value,
  note,
  action,
}: {
  tone: keyof typeof TONES;
  icon: IconName;
  label: string;
  value: string;
  note: ReactNode;
  action: { label: string; icon: IconName; onClick: () => void } | null;
}) {
  const id = useId();
  const colors = TONES[tone];
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-3xl bg-gradient-to-br p-6 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between ${colors.card}`}
    >
      <div className="flex min-w-0 items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
          <Icon name={icon} className="size-7" />
        </span>
        <div>
          <h3 id={id} className={`text-sm font-medium ${colors.soft}`}>
            {label}
          </h3>
          <p className="text-2xl font-extrabold tracking-tight whitespace-nowrap sm:text-3xl">{value}</p>
          <p className={`mt-1 text-sm ${colors.soft}`}>{note}</p>
        </div>
      </div>
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className={`flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-5 font-bold ${colors.action}`}
        >
          <Icon name={action.icon} className="size-5" />
          {action.label}
        </button>
      )}
    </section>
  );
}
