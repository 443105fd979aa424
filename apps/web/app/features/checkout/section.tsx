/** One card of the checkout page: a heading with its icon, an optional control at the end, the content. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icons.tsx';

/**
 * The order's form element (checkout-page.tsx). It wraps nothing: the page
 * holds dialogs with forms of their own (address, contact) and forms must not
 * nest, so the fields that belong to the order name it with `form`.
 */
export const CHECKOUT_FORM = 'checkout-form';

export function Section({
  title,
  icon,
  aside,
  children,
}: {
  title: string;
  icon: IconName;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-800"
      aria-label={title}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <Icon name={icon} className="size-5 text-brand-600" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
