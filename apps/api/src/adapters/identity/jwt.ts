/**
 * Verification of OpenID Connect ID tokens (compact JWS) with Node's own
 * crypto: RS256 and ES256 signatures, issuer, audience and time claims.
 * Keys come from a JWKS URL (cached, refreshed when an unknown key id
 * appears) or from PEM public keys / certificates given in configuration.
 */
import { createPublicKey, verify, X509Certificate, type JsonWebKey, type KeyObject } from 'node:crypto';
import { ownEntry } from '@souq/domain';

export class InvalidIdToken extends Error {}

export interface JwtClaims {
  iss?: string;
  aud?: string | string[];
  sub?: string;
  exp?: number;
  nbf?: number;
  iat?: number;
  [claim: string]: unknown;
}

interface SigningKey {
  kid?: string;
  key: KeyObject;
}

export interface KeySource {
  /** Keys that may have signed a token with this key id (all keys when it has none). */
  keysFor(kid: string | undefined): Promise<SigningKey[]>;
}

const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
};

const JWKS_TTL_MS = 60 * 60 * 1000;
const JWKS_MIN_REFRESH_MS = 60 * 1000;

export function jwksKeySource(url: string, fetchImpl: typeof fetch = fetch): KeySource {
  let keys: SigningKey[] = [];
  let fetchedAt = 0;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= (async () => {
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new InvalidIdToken(`JWKS answered ${response.status}`);
        const body = (await response.json()) as { keys?: JsonWebKey[] };
        keys = (body.keys ?? []).flatMap((jwk) => {
          try {
            return [
              {
                kid: typeof jwk.kid === 'string' ? jwk.kid : undefined,
                key: createPublicKey({ key: jwk, format: 'jwk' }),
              },
            ];
          } catch {
            return [];
          }
        });
        fetchedAt = Date.now();
      } finally {
        loading = null;
      }
    })());
  return {
    async keysFor(kid) {
      const age = Date.now() - fetchedAt;
      const known = kid ? keys.some((k) => k.kid === kid) : keys.length > 0;
      // Providers rotate keys: an unknown kid triggers a refresh, at most once a minute.
      if (age > JWKS_TTL_MS || (!known && age > JWKS_MIN_REFRESH_MS)) await load();
      return keys.filter((k) => !kid || !k.kid || k.kid === kid);
    },
  };
}

/** PEM "PUBLIC KEY" and "CERTIFICATE" blocks, concatenated. */
export function pemKeySource(pem: string): KeySource {
  const blocks = pem.match(/-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g) ?? [];
  const keys = blocks.map((block) => ({
    key: block.includes('CERTIFICATE') ? new X509Certificate(block).publicKey : createPublicKey(block),
  }));
  if (keys.length === 0) throw new Error('No PEM public key or certificate found');
  return { keysFor: async () => keys };
}

export interface VerifyOptions {
  keys: KeySource;
  issuers: readonly string[];
  audiences: readonly string[];
  leewaySeconds?: number;
  now?: () => number;
}

export async function verifyIdToken(token: string, options: VerifyOptions): Promise<JwtClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidIdToken('not a JWT');
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart) as { alg?: string; kid?: string };
  const algorithm = typeof header.alg === 'string' ? ownEntry(ALGORITHMS, header.alg) : undefined;
  if (!algorithm) throw new InvalidIdToken(`unsupported algorithm ${header.alg}`);

  const data = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  const candidates = await options.keys.keysFor(header.kid);
  const signed = candidates.some(({ key }) => {
    if ((header.alg === 'RS256') !== (key.asymmetricKeyType === 'rsa')) return false;
    try {
      return verify(algorithm.hash, data, { key, dsaEncoding: algorithm.dsaEncoding }, signature);
    } catch {
      return false;
    }
  });
  if (!signed) throw new InvalidIdToken('bad signature');

  const claims = decodeJson(payloadPart) as JwtClaims;
  const now = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const leeway = options.leewaySeconds ?? 60;
  if (!claims.iss || !options.issuers.includes(claims.iss)) throw new InvalidIdToken('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.some((aud) => aud !== undefined && options.audiences.includes(aud)))
    throw new InvalidIdToken('wrong audience');
  if (typeof claims.exp !== 'number' || claims.exp + leeway < now) throw new InvalidIdToken('expired');
  if (typeof claims.nbf === 'number' && claims.nbf - leeway > now) throw new InvalidIdToken('not yet valid');
  if (typeof claims.iat === 'number' && claims.iat - leeway > now) throw new InvalidIdToken('issued in the future');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new InvalidIdToken('no subject');
  return claims;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidIdToken('malformed JWT');
  }
}
