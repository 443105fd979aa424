/**
 * Social sign-in (Google, Facebook, Apple): the client sends the
 * provider's ID token; we verify it against the provider's keys and our
 * client id. A provider is available only when its client id is set.
 */
import type { Env } from '../../env.ts';
import { InvalidIdToken, jwksKeySource, pemKeySource, verifyIdToken, type KeySource } from './jwt.ts';

export { InvalidIdToken } from './jwt.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a verified ID token tells us about the person. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** The provider vouches that the person controls this email. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

const DEFAULTS: Record<SocialProvider, { issuers: string[]; jwksUrl: string }> = {
  google: {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  // Facebook Limited Login issues OIDC ID tokens; classic access tokens are not accepted.
  facebook: {
    issuers: ['https://www.facebook.com'],
    jwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  },
  apple: { issuers: ['https://appleid.apple.com'], jwksUrl: 'https://appleid.apple.com/auth/keys' },
};

export interface SocialVerifier {
  isConfigured(provider: SocialProvider): boolean;
  /** Throws InvalidIdToken when the token is not a valid ID token for us. */
  verify(provider: SocialProvider, idToken: string): Promise<SocialIdentity>;
}

type ProviderEnv = Pick<Env, `${'GOOGLE' | 'FACEBOOK' | 'APPLE'}_${'CLIENT_ID' | 'JWKS_URL' | 'PUBLIC_KEYS'}`>;

/** The client ids configured for a provider (comma-separated in the env); none = the provider is off. */
function clientIdsOf(
  env: Pick<ProviderEnv, `${'GOOGLE' | 'FACEBOOK' | 'APPLE'}_CLIENT_ID`>,
  provider: SocialProvider,
): string[] {
  const prefix = provider.toUpperCase() as 'GOOGLE' | 'FACEBOOK' | 'APPLE';
  return (
    env[`${prefix}_CLIENT_ID`]
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean) ?? []
  );
}

/** Providers this server can verify tokens of, whatever the store settings say. */
export function configuredSocialProviders(
  env: Pick<ProviderEnv, `${'GOOGLE' | 'FACEBOOK' | 'APPLE'}_CLIENT_ID`>,
): Set<SocialProvider> {
  return new Set(SOCIAL_PROVIDERS.filter((provider) => clientIdsOf(env, provider).length > 0));
}

export function createSocialVerifier(env: ProviderEnv, fetchImpl: typeof fetch = fetch): SocialVerifier {
  const configured = new Map<SocialProvider, { audiences: string[]; keys: KeySource }>();
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase() as 'GOOGLE' | 'FACEBOOK' | 'APPLE';
    const clientIds = clientIdsOf(env, provider);
    if (clientIds.length === 0) continue;
    const pem = env[`${prefix}_PUBLIC_KEYS`];
    const keys = pem
      ? pemKeySource(pem)
      : jwksKeySource(env[`${prefix}_JWKS_URL`] ?? DEFAULTS[provider].jwksUrl, fetchImpl);
    configured.set(provider, { audiences: clientIds, keys });
  }

  return {
    isConfigured: (provider) => configured.has(provider),
    async verify(provider, idToken) {
      const config = configured.get(provider);
      if (!config) throw new InvalidIdToken(`${provider} is not configured`);
      const claims = await verifyIdToken(idToken, {
        keys: config.keys,
        issuers: DEFAULTS[provider].issuers,
        audiences: config.audiences,
      });
      const email = typeof claims.email === 'string' && claims.email ? claims.email.trim().toLowerCase() : null;
      return {
        provider,
        subject: claims.sub!,
        email,
        // Apple sends "true" as a string; Facebook Limited Login only returns confirmed emails.
        emailVerified:
          Boolean(email) &&
          (claims.email_verified === true ||
            claims.email_verified === 'true' ||
            (provider === 'facebook' && claims.email_verified === undefined)),
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
