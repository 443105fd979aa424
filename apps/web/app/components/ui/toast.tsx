/**
 * Toasts for every feature: `useToast()(message, { kind, durationMs })`.
 * Messages that must survive a redirect or reload travel in the flash cookie
 * (lib/flash.server.ts); the root loader reads it and passes it here.
 *
 * Open modal dialogs make the rest of the page inert and sit in the top
 * layer, so the list is drawn inside the top-most open dialog (it registers
 * itself with `useToastLayer`) and in the page only when none is open.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from './icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useSettled } from '../../lib/use-latest.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastOptions {
  kind?: ToastKind;
  durationMs?: number;
}
/** A toast carried by the flash cookie, translated by the root loader. */
export interface FlashToast {
  id: string;
  kind: ToastKind;
  message: string;
}
interface Toast extends Required<ToastOptions> {
  id: string;
  message: string;
}

export const TOAST_DEFAULT_MS = 3000;

interface ToastState {
  toasts: Toast[];
  show: (message: string, options?: ToastOptions) => void;
  dismiss: (id: string) => void;
  layers: LayerStack;
}

const ToastContext = createContext<ToastState | null>(null);

export function ToastProvider({ flash, children }: { flash: FlashToast | null; children: ReactNode }) {
  const fromFlash = (f: FlashToast): Toast => ({ ...f, durationMs: TOAST_DEFAULT_MS });
  // The flash toast is part of the server HTML, so it shows before hydration too.
  const [toasts, setToasts] = useState<Toast[]>(() => (flash ? [fromFlash(flash)] : []));
  const lastFlash = useRef(flash?.id);
  const layers = useMemo(() => new LayerStack(), []);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, { kind = 'success', durationMs = TOAST_DEFAULT_MS }: ToastOptions = {}) => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      // The same text twice in a row (a double click) shows once.
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, kind, durationMs }].slice(-3));
    },
    [],
  );

  useEffect(() => {
    if (flash && flash.id !== lastFlash.current) {
      lastFlash.current = flash.id;
      setToasts((list) => [...list.filter((t) => t.message !== flash.message), fromFlash(flash)].slice(-3));
    }
  }, [flash]);

  const state = useMemo(() => ({ toasts, show, dismiss, layers }), [toasts, show, dismiss, layers]);
  return (
    <ToastContext.Provider value={state}>
      {children}
      <ToastList layer={null} />
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside the provider (error screens) it does nothing. */
export function useToast(): ToastState['show'] {
  return useContext(ToastContext)?.show ?? noop;
}
const noop = () => {};

/** What an action answers a fetcher: its message, or the error to show. */
export type ActionAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * Toasts each answer a fetcher brings, once, when it settles: the message as a success, the error
 * as an error. `onAnswer` runs after, for what else the answer changes.
 */
export function useAnswerToast(
  fetcher: { state: string; data?: ActionAnswer },
  onAnswer?: (answer: ActionAnswer) => void,
) {
  const toast = useToast();
  useSettled(fetcher, (answer) => {
    toast(answer.ok ? answer.message : answer.error, { kind: answer.ok ? 'success' : 'error' });
    onAnswer?.(answer);
  });
}

/** Which open dialog is on top; toasts render there. */
class LayerStack {
  private stack: string[] = [];
  private listeners = new Set<() => void>();
  push(id: string) {
    this.stack = [...this.stack, id];
    this.emit();
  }
  remove(id: string) {
    this.stack = this.stack.filter((l) => l !== id);
    this.emit();
  }
  top = (): string | null => this.stack.at(-1) ?? null;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** Called by an open dialog: returns the toast list to render inside it. */
export function useToastLayer(id: string): ReactNode {
  const layers = useContext(ToastContext)?.layers;
  useEffect(() => {
    if (!layers) return;
    layers.push(id);
    return () => layers.remove(id);
  }, [layers, id]);
  return <ToastList layer={id} />;
}

const STYLE: Record<ToastKind, { icon: IconName; tone: string }> = {
  success: { icon: 'check', tone: 'text-brand-600 dark:text-brand-500' },
  error: { icon: 'warning', tone: 'text-red-600 dark:text-red-400' },
  warning: { icon: 'warning', tone: 'text-amber-600 dark:text-amber-400' },
  info: { icon: 'info', tone: 'text-sky-600 dark:text-sky-400' },
};

function ToastList({ layer }: { layer: string | null }) {
  const state = useContext(ToastContext);
  const top = useSyncExternalStore(state?.layers.subscribe ?? noopSubscribe, state?.layers.top ?? nullTop, nullTop);
  const below = useBelowHeader(state?.toasts.length ?? 0);
  if (!state || top !== layer) return null;
  return (
    // Below the header, so a toast never covers its controls while it shows (issue 16, item 6).
    <div
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[70] flex flex-col items-center gap-2 px-3"
      style={below === null ? undefined : { top: below }}
      aria-live="polite"
    >
      {state.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={state.dismiss} />
      ))}
    </div>
  );
}
/**
 * Where the site header ends on screen when toasts appear (the demo notice above it scrolls away,
 * the header sticks): the list starts just below it. Null before the first toast (server render).
 */
function useBelowHeader(count: number): number | null {
  const [below, setBelow] = useState<number | null>(null);
  useEffect(() => {
    if (count === 0) return;
    const header = document.querySelector('body > * header, header');
    const bottom = header?.getBoundingClientRect().bottom ?? 0;
    setBelow(Math.max(12, Math.round(bottom) + 8));
  }, [count]);
  return below;
}

const noopSubscribe = () => () => {};
const nullTop = () => null;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const { icon, tone } = STYLE[toast.kind];
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className="toast-enter pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
    >
      <span className={tone}>
        <Icon name={icon} />
      </span>
      <p className="flex-1 leading-5">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
        aria-label={t('common.dismiss')}
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
