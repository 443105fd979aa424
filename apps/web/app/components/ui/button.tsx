/**
 * The storefront's buttons: one shape (rounded, semibold, a spinner while
 * busy) in a few roles. `buttonClass` gives the same look to a `Link` that
 * acts as a button (an empty state's way on, an error page's "Go home").
 *
 * Extra classes passed in place the button (flex-1, w-full, margins); they
 * must not restyle what the variant and size set, since Tailwind resolves a
 * clash by stylesheet order, not by the order of the classes.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  /** The one main action of a view. */
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  /** The other choice beside it (Cancel in a two-button row, "Not now"). */
  outline: 'border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
  /** A second way to the same end, framed in the brand (Pick from map beside Use current location). */
  'brand-outline':
    'border border-brand-600 text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-700/20',
  /** A quiet choice without a frame (Cancel in a dialog's corner row). */
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** An action on the brand, drawn lightly (Add to Cart beside Buy Now). */
  soft: 'bg-brand-50 text-brand-700 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-100 dark:bg-brand-700/20 dark:text-brand-100',
  /** Something that cannot be undone (delete, cancel an order). */
  danger: 'bg-red-600 text-white hover:bg-red-700',
  /** The way to something that cannot be undone, before it is confirmed. */
  'danger-outline':
    'border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40',
  /** Dark on light, light on dark (Apply beside a code field). */
  contrast: 'bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white',
  /** Text only, in the brand's colour (Forgot password?, Resend). */
  link: 'text-brand-700 hover:underline dark:text-brand-500',
} as const;

const SIZES = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-11 px-5',
  lg: 'h-12 px-6',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A role's colours alone, for a control with a box of its own (the item view's wide actions, a card's round +). */
export const buttonTone = (variant: ButtonVariant): string => VARIANTS[variant];

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: ButtonLook = {}): string {
  const box =
    variant === 'link'
      ? 'inline-flex items-center gap-1.5 font-semibold'
      : `inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ${SIZES[size]}`;
  return `${box} ${VARIANTS[variant]} disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait${block ? ' w-full' : ''}${className ? ` ${className}` : ''}`;
}

/**
 * Round, icon-only buttons (and links drawn as them). They have no visible
 * words, so the element's own `aria-label` names them.
 */
const ICON_TONES = {
  /** The header's row: menu, cart, wishlist, chat. */
  header: 'rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** A ringed action in the brand beside a person (call or chat with the courier). */
  ringed:
    'rounded-full p-2.5 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 dark:text-brand-300 dark:ring-brand-800 dark:hover:bg-brand-900/30',
  /** Over a photo's corner (remove an attached image). */
  photo: 'rounded-full bg-black/60 p-1 text-white',
} as const;

export type IconButtonTone = keyof typeof ICON_TONES;

export const iconButtonClass = (tone: IconButtonTone, className = '') =>
  `${ICON_TONES[tone]}${className ? ` ${className}` : ''}`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  tone: IconButtonTone;
  'aria-label': string;
  /** Places the button (position, margins, when it shows). */
  className?: string;
}

export function IconButton({ tone, className, type = 'button', ...rest }: IconButtonProps) {
  return <button type={type} className={iconButtonClass(tone, className)} {...rest} />;
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Shows the spinner, tells assistive technology, and stops a second press. */
  busy?: boolean;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  className,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const onFill = variant === 'primary' || variant === 'danger' || variant === 'contrast';
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...rest}
    >
      {busy && <Spinner tone={onFill ? 'light' : 'brand'} />}
      {children}
    </button>
  );
}
