import { describe, expect, it } from 'vitest';
import { safeRedirectTo } from './actions.server.ts';

describe('where an action may send the visitor back to', () => {
  it('accepts paths of this site with their query', () => {
    expect(safeRedirectTo('/about-us?x=1')).toBe('/about-us?x=1');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', null])
      expect(safeRedirectTo(bad, '/home')).toBe('/home');
  });
});
