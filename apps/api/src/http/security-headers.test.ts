/**
 * Rule (issue 13, item 14): every answer — JSON, refusals, stored files, the
 * payment page — carries nosniff, a referrer policy, no framing by other
 * sites, a CSP, and HSTS when the store is served over https.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/helper.ts';

const api = useApi({ PUBLIC_URL: 'https://souq.example' });

describe('security headers on every answer', () => {
  it('JSON, a refusal, a stored file and the payment page alike', async () => {
    const answers = {
      json: await api.request('/api/v1/config'),
      refused: await api.request('/api/v1/customer/info'),
      missing: await api.request('/api/v1/no-such-route'),
      stored: await api.request('/storage/store/demo-1.png'),
      payment: await api.request('/payment-mobile?order_id=1&customer_id=1'),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
      expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'self'");
      expect(answer.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
    }
    // A stored file (an SVG, say) opened on its own runs nothing.
    expect(answers.stored.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answers.stored.headers['content-security-policy']).toContain('sandbox');
  });
});
