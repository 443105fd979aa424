/**
 * "Nothing here": an icon in a circle, a title, a line of text and, as
 * children, the way on. Used by empty lists, empty carts and pages that
 * cannot show what was asked for; compact inside dialogs.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import { buttonClass } from './button.tsx';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  body: string;
  /** The page's own heading (h1) rather than a paragraph inside a larger view. */
  heading?: boolean;
  /** Smaller, for dialogs. */
  compact?: boolean;
  /** brand: an invitation (an empty cart); muted: a plain absence. */
  tone?: 'brand' | 'muted';
  className?: string;
  children?: ReactNode;
}

const TONES = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-700/20 dark:text-brand-100',
  muted: 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
};

export function EmptyState({
  icon,
  title,
  body,
  heading = false,
  compact = false,
  tone = 'muted',
  className = '',
  children,
}: EmptyStateProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={`flex flex-col items-center text-center ${compact ? 'gap-2 py-4' : 'gap-3 py-12'} ${className}`}>
      <span
        className={`flex items-center justify-center rounded-full ${compact ? 'size-13' : 'size-16'} ${TONES[tone]}`}
      >
        <Icon name={icon} className={compact ? 'size-7' : 'size-8'} />
      </span>
      <Title className={`font-bold ${compact ? 'text-base' : 'text-xl'}`}>{title}</Title>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">{body}</p>
      {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** The primary way on from an empty state (a link styled as the main button). */
export const EMPTY_STATE_ACTION = buttonClass();
