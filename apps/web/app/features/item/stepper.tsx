/** A − n + stepper: the item quantity and each add-on's quantity. */
import { Icon } from '../../components/ui/icons.tsx';
import { useFormat } from '../catalog/format.ts';

interface StepperProps {
  value: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  /** When false the + button still answers (it explains why it cannot go up) but looks disabled. */
  canIncrease: boolean;
  size?: 'sm' | 'md';
}

export function Stepper({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  size = 'md',
}: StepperProps) {
  const format = useFormat();
  const button = `flex items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-35 aria-disabled:opacity-35 dark:text-slate-200 dark:hover:bg-slate-700 ${size === 'sm' ? 'size-7' : 'size-9'}`;
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex items-center rounded-full bg-slate-100 p-0.5 dark:bg-slate-800 ${size === 'sm' ? 'gap-1' : 'gap-2'}`}
    >
      <button type="button" className={button} onClick={onDecrease} disabled={!canDecrease} aria-label={decreaseLabel}>
        <Icon name="minus" className={size === 'sm' ? 'size-4' : 'size-5'} />
      </button>
      <output
        aria-live="polite"
        className={`min-w-6 text-center font-bold tabular-nums ${size === 'sm' ? 'text-sm' : 'text-base'}`}
      >
        {format.number(value)}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrease}
        aria-disabled={!canIncrease || undefined}
        aria-label={increaseLabel}
      >
        <Icon name="plus" className={size === 'sm' ? 'size-4' : 'size-5'} />
      </button>
    </div>
  );
}
