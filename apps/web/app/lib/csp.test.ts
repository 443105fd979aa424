/** Rule (issue 13, item 14): pages run only our scripts and the nonce's, and only we may frame them. */
import { describe, expect, it } from 'vitest';
import { pageCsp, templateOrigin } from './csp.ts';

const plain = { tileUrl: '', routeUrl: '', socialClientIds: {} };

describe('the page Content-Security-Policy', () => {
  it('scripts: ours and this response nonce only; no framing by other sites; no plugins', () => {
    const csp = pageCsp('abc123', plain);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'none'");
  });

  it('lets the map tiles and directions of the configured services in', () => {
    const csp = pageCsp('n', {
      ...plain,
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      routeUrl: 'https://router.example.org/route/v1',
    });
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tile\.example\.org/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/router\.example\.org/);
  });

  it('lets the Google and Apple sign-in SDKs in only when the store has their keys', () => {
    expect(pageCsp('n', plain)).not.toContain('accounts.google.com');
    const csp = pageCsp('n', { ...plain, socialClientIds: { google: 'g', apple: 'a' } });
    expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/appleid\.apple\.com/);
  });

  it('reads origins from URL templates, and nothing from anything else', () => {
    expect(templateOrigin('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(templateOrigin('javascript:alert(1)')).toBeNull();
    expect(templateOrigin('')).toBeNull();
  });
});
