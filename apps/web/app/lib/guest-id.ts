/**
 * Spec §4: a visitor without a token gets a guest id once (POST
 * /resources/guest sets the HttpOnly cookie). One request per page load,
 * shared: the shell asks after hydration, and the cart waits for the same
 * answer before its first write, so two requests never race to set two ids.
 */
let pending: Promise<void> | null = null;

export function requestGuestId(): Promise<void> {
  pending ??= fetch('/resources/guest', { method: 'POST' }).then(
    () => undefined,
    () => {
      pending = null;
    },
  );
  return pending;
}
