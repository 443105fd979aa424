/**
 * Mounted in the shell: opens the auth modal from the `?auth=sign-in` or
 * `?auth=sign-up` query (the header's Sign In link), loading its code only
 * then, and gives a visitor without a guest id one once the page has loaded.
 */
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { requestGuestId } from '../../lib/guest-id.ts';
import { lazyView } from '../../lib/lazy-view.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { AuthMode } from './auth-modal.tsx';

const AuthModal = lazyView('auth/modal', () => import('./auth-modal.tsx'));

export const AUTH_QUERY = 'auth';
/** Where every sign-in step and logout posts (routes/resources/session.ts). */
export const SESSION_ACTION = '/resources/session';

export function AuthLauncher() {
  const [params] = useSearchParams();
  const close = useCloseAuth();
  const mode = params.get(AUTH_QUERY);
  useGuestId();
  if (mode !== 'sign-in' && mode !== 'sign-up') return null;
  return (
    <Suspense fallback={null}>
      <AuthModal initialMode={mode} onClose={close} />
    </Suspense>
  );
}

/** The current page with the auth modal open in `mode`. */
export function useAuthHref(): (mode: AuthMode) => string {
  const { pathname, search } = useLocation();
  return (mode) => {
    const params = new URLSearchParams(search);
    params.set(AUTH_QUERY, mode);
    return `${pathname}?${params}`;
  };
}

function useCloseAuth() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    const params = new URLSearchParams(search);
    params.delete(AUTH_QUERY);
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true, preventScrollReset: true });
  };
}

/** Spec §4: a guest id is fetched and stored when a visitor without a token has none. */
function useGuestId() {
  const { signedIn, hasGuestId } = useRootData();
  useEffect(() => {
    if (!signedIn && !hasGuestId) void requestGuestId();
  }, [signedIn, hasGuestId]);
}
