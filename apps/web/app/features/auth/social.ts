/**
 * Social sign-in in the browser: the provider's own script (loaded only
 * when the shopper presses its button) proves who they are and gives an
 * ID token, which the session action hands to the API to verify (decision
 * 8). Google uses Google Identity Services, Apple "Sign in with Apple JS".
 * Facebook's web SDK gives access tokens, not the ID tokens the API checks,
 * so the website offers Facebook only where the app does (decision 9).
 */
import type { PublicEnv } from '../../env.d.ts';
import type { SocialProvider } from './login-modes.ts';

export interface SocialIdentity {
  token: string;
  email?: string;
}

export const WEB_PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: object): void;
      prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
}
interface AppleId {
  auth: {
    init(options: object): void;
    signIn(): Promise<{ authorization: { id_token: string }; user?: { email?: string } }>;
  };
}

/** The provider's ID token for the shopper, or an error when the provider is not set up or the shopper gave up. */
export async function signInWith(
  provider: SocialProvider,
  ids: PublicEnv['socialClientIds'],
  locale: string,
): Promise<SocialIdentity> {
  if (provider === 'google' && ids.google) {
    await loadScript(`https://accounts.google.com/gsi/client?hl=${locale}`);
    const google = (window as unknown as { google: GoogleIdentity }).google;
    return new Promise((resolve, reject) => {
      google.accounts.id.initialize({
        client_id: ids.google,
        callback: ({ credential }: { credential: string }) => resolve({ token: credential }),
      });
      google.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment()) reject(new Error('Google sign-in was not completed'));
      });
    });
  }
  if (provider === 'apple' && ids.apple) {
    await loadScript(
      `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale === 'ar' ? 'ar_SA' : 'en_US'}/appleid.auth.js`,
    );
    const apple = (window as unknown as { AppleID: AppleId }).AppleID;
    apple.auth.init({ clientId: ids.apple, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
    const answer = await apple.auth.signIn();
    return { token: answer.authorization.id_token, email: answer.user?.email };
  }
  throw new Error(`${provider} sign-in is not configured for the website`);
}
