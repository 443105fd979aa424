/**
 * Verification of OpenID Connect ID tokens with `jose`: RS256 and ES256
 * signatures, issuer, audience and time claims. Keys come from a JWKS URL
 * (cached an hour, refreshed when an unknown key id appears, at most once a
 * minute) or from PEM public keys / certificates given in configuration.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from 'jose';

export class InvalidIdToken extends Error {}

export type JwtClaims = JWTPayload;

/** The keys a token may be signed by, as jose resolves them from its header. */
export type KeySource = JWTVerifyGetKey;

const ALGORITHMS = ['RS256', 'ES256'];
const JWKS_TTL_MS = 60 * 60 * 1000;
const JWKS_MIN_REFRESH_MS = 60 * 1000;

export function jwksKeySource(url: string, fetchImpl: typeof fetch = fetch): KeySource {
  return createRemoteJWKSet(new URL(url), {
    cacheMaxAge: JWKS_TTL_MS,
    // Providers rotate keys: an unknown kid triggers a refresh, at most once a minute.
    cooldownDuration: JWKS_MIN_REFRESH_MS,
    timeoutDuration: 5000,
    [customFetch]: fetchImpl,
  });
}

/** PEM "PUBLIC KEY" and "CERTIFICATE" blocks, concatenated; each may have signed any token, whatever its kid. */
export function pemKeySource(pem: string): KeySource {
  const blocks = pem.match(/-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g) ?? [];
  const keys = blocks.map((block) =>
    (block.includes('CERTIFICATE') ? new X509Certificate(block).publicKey : createPublicKey(block)).export({
      format: 'jwk',
    }),
  );
  if (keys.length === 0) throw new Error('No PEM public key or certificate found');
  const set = createLocalJWKSet({ keys: keys as JWK[] });
  return (header, token) => set({ ...header, kid: undefined }, token);
}

export interface VerifyOptions {
  keys: KeySource;
  issuers: readonly string[];
  audiences: readonly string[];
  leewaySeconds?: number;
  now?: () => number;
}

export async function verifyIdToken(token: string, options: VerifyOptions): Promise<JwtClaims> {
  const now = options.now?.() ?? Date.now();
  const leeway = options.leewaySeconds ?? 60;
  const checks: JWTVerifyOptions = {
    algorithms: ALGORITHMS,
    issuer: [...options.issuers],
    audience: [...options.audiences],
    requiredClaims: ['exp', 'sub'],
    clockTolerance: leeway,
    currentDate: new Date(now),
  };
  const claims = await rethrowingJose(() => verifiedBySomeKey(token, options.keys, checks));
  // jose checks iat only against a maximum age; a token from the future is refused here.
  if (typeof claims.iat === 'number' && claims.iat - leeway > Math.floor(now / 1000))
    throw new InvalidIdToken('issued in the future');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new InvalidIdToken('no subject');
  return claims;
}

/** jose's documented answer to several keys matching the header (no kid, or PEM keys): try each. */
async function verifiedBySomeKey(token: string, keys: KeySource, checks: JWTVerifyOptions): Promise<JWTPayload> {
  try {
    return (await jwtVerify(token, keys, checks)).payload;
  } catch (error) {
    if (!(error instanceof errors.JWKSMultipleMatchingKeys)) throw error;
    for await (const key of error) {
      try {
        return (await jwtVerify(token, key, checks)).payload;
      } catch (failed) {
        if (!(failed instanceof errors.JWSSignatureVerificationFailed)) throw failed;
      }
    }
    throw new errors.JWSSignatureVerificationFailed();
  }
}

/** jose's refusals are InvalidIdToken; a JWKS that does not answer in time stays an error to log. */
async function rethrowingJose<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout))
      throw new InvalidIdToken(error.message);
    throw error;
  }
}
