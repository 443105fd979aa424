/**
 * The one dialog every modal of the storefront uses: a native modal
 * <dialog> (top layer, the page behind it inert), Escape and a backdrop
 * click close it, Tab cycles inside it, and the page does not scroll behind
 * it. Widths follow spec §9: 300, 400 and 458 px by screen size; `wide`
 * is for content that needs room (maps), `large` for the item view; `sheet` slides in from the start edge,
 * `drawer` (cart, wishlist) from the end edge.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { useToastLayer } from './toast.tsx';
import { useT } from '../../i18n/t.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  variant?: 'default' | 'wide' | 'large' | 'sheet' | 'drawer';
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
}

const PANEL: Record<NonNullable<DialogProps['variant']>, string> = {
  default:
    'm-auto w-[300px] sm:w-[400px] md:w-[458px] max-w-[calc(100vw-1.5rem)] max-h-[calc(100dvh-2rem)] rounded-2xl',
  wide: 'm-auto w-[min(640px,calc(100vw-1.5rem))] max-h-[calc(100dvh-2rem)] rounded-2xl',
  large: 'm-auto w-[min(920px,calc(100vw-1.5rem))] max-h-[calc(100dvh-2rem)] rounded-2xl',
  sheet: 'my-0 ms-0 me-auto h-dvh max-h-dvh w-[min(320px,85vw)] rounded-e-2xl',
  // The cart and wishlist: from the inline end (the right in English), at most 420 px (spec §2, §9).
  drawer: 'my-0 me-0 ms-auto h-dvh max-h-dvh w-full max-w-[420px] rounded-s-2xl',
};

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({ onClose, title, description, children, variant = 'default', hideTitle }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const pressedOnBackdrop = useRef(false);
  const closedByUs = useRef(false);
  const toasts = useToastLayer(id);
  const t = useT();

  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    // Focus starts on the panel (announced with its title), not on the close button.
    panel.current!.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      closedByUs.current = true;
      if (dialog.open) dialog.close();
    };
  }, []);

  const trapTab = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const inside = focusable.includes(document.activeElement as HTMLElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A modal <dialog> is interactive: it traps Tab and closes on its backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={`${PANEL[variant]} overflow-y-auto overscroll-contain border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/55 backdrop:backdrop-blur-[2px] dark:bg-slate-900 dark:text-slate-100`}
      // React passes a nested dialog's cancel and close events up to its ancestors' handlers (the
      // native events do not bubble): each dialog answers only its own.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // A cancel that cannot be refused (a dialog the page opened without the shopper's
        // gesture) closes the dialog anyway, and its close event answers it: answering here too
        // would close twice (two toasts, a reminder's "Not now" sent twice).
        if (!event.cancelable) return;
        event.preventDefault();
        onClose();
      }}
      // Browsers may close a dialog without a cancel event (e.g. a repeated Escape): follow them.
      onClose={(event) => event.target === event.currentTarget && !closedByUs.current && onClose()}
      onKeyDown={trapTab}
      // Only a press that starts and ends on the backdrop closes: dragging a map out of the panel must not.
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === ref.current)}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === ref.current) onClose();
      }}
    >
      <div ref={panel} tabIndex={-1} className="flex min-h-full flex-col p-5 outline-none sm:p-6">
        <div className={`flex items-start gap-3 ${hideTitle ? 'justify-end' : 'justify-between'}`}>
          <h2 id={`${id}-title`} className={hideTitle ? 'sr-only' : 'text-lg font-bold leading-7'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-me-2 -mt-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        {description && (
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </p>
        )}
        <div className="mt-4 flex-1">{children}</div>
      </div>
      {toasts}
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
