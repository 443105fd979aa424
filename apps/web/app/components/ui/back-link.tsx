/**
 * "← Back to …" above a page's content: a real link (it works without
 * JavaScript and opens in a new tab), its arrow mirrored in Arabic.
 */
import { Link } from 'react-router';
import { Icon } from './icons.tsx';

export function BackLink({ to, children, className = '' }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`flex w-fit items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300 ${className}`}
    >
      <Icon name="chevron" className="size-4 rotate-180" />
      {children}
    </Link>
  );
}
