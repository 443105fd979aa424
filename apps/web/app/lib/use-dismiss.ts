import { useEffect, type RefObject } from 'react';

/**
 * Closes a menu or popover on Escape or on a pointer press outside `box`.
 * Presses inside elements matching `keepOpenWithin` (e.g. a dialog the
 * popover opened) do not count as outside; Escape inside a dialog belongs to
 * that dialog.
 */
export function useDismiss(
  open: boolean,
  box: RefObject<HTMLElement | null>,
  onClose: () => void,
  keepOpenWithin?: string,
): void {
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const target = event.target as Element;
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape' && !target.closest?.('dialog')) onClose();
      } else if (!box.current?.contains(target) && !(keepOpenWithin && target.closest?.(keepOpenWithin))) {
        onClose();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, box, onClose, keepOpenWithin]);
}
