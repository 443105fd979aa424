/**
 * The turning ring of something busy. Inside a busy control it is decorative
 * (the control says it is busy with `aria-busy` or its label); standing alone
 * (a drawer reading its list again) it is a status with a `label` of its own.
 * `light` sits on brand or dark fills, `brand` on light ones.
 */
const TONES = {
  light: 'border-white/40 border-t-white',
  brand: 'border-brand-600/30 border-t-brand-600',
} as const;

const SIZES = { xs: 'size-3.5', sm: 'size-4', md: 'size-5' } as const;

export function Spinner({
  tone = 'light',
  size = 'sm',
  label,
  className = '',
}: {
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  /** Announced as a status when given; hidden from assistive technology otherwise. */
  label?: string;
  className?: string;
}) {
  return (
    <span
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={`inline-block shrink-0 animate-spin rounded-full border-2 align-middle ${SIZES[size]} ${TONES[tone]} ${className}`}
    />
  );
}
