import { useEffect, useRef, type RefObject } from 'react';

/**
 * The value of the last render, for effects that run on something else's change but must call
 * the newest callback (a parent's onClose, the toast, the translator). Reading it through the ref
 * keeps such effects from re-running whenever a parent passes a new function.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  // Declared before the effects that read it, so it is current when they run.
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `onSettled` once for each answer a fetcher brings, when the fetcher is idle again —
 * the one place the storefront reacts to an action's outcome (toast, close, next step).
 */
export function useSettled<T>(fetcher: { state: string; data?: T }, onSettled: (data: NonNullable<T>) => void): void {
  const handler = useLatest(onSettled);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === 'idle' && data) handler.current(data);
  }, [state, data, handler]);
}
