import { describe, expect, it } from 'vitest';
import { readForm, readJson, safeRedirectTo } from './actions.server.ts';

describe('where an action may send the visitor back to', () => {
  it('accepts paths of this site with their query', () => {
    expect(safeRedirectTo('/about-us?x=1')).toBe('/about-us?x=1');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', null])
      expect(safeRedirectTo(bad, '/home')).toBe('/home');
  });

  it('refuses control characters and backslashes anywhere (issue 13, item 16: `/\\t/host` is `//host` to a browser, CRLF a 500)', () => {
    for (const bad of [
      '/\t/evil.test',
      '/\n/evil.test',
      '/home\r\nSet-Cookie: a=b',
      '/a\u0000',
      '/x/\\evil',
      '/\u007f',
    ])
      expect(safeRedirectTo(bad, '/home')).toBe('/home');
  });
});

describe('a body over the storefront limit answers 413 in the visitor language (issue 13, item 15)', () => {
  const tooLarge = (locale: string) =>
    new Request('http://localhost/resources/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `souq_lang=${locale}` },
      body: new ReadableStream({
        pull(controller) {
          controller.error(Object.assign(new Error('too large'), { name: 'BodyTooLargeError' }));
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('for forms and JSON alike', async () => {
    for (const read of [readForm, readJson]) {
      const answer = await read(tooLarge('en')).then(
        () => null,
        (thrown: unknown) => thrown as Response,
      );
      expect(answer?.status).toBe(413);
      expect(((await answer!.json()) as { error: string }).error).toMatch(/too large/);
    }
    const arabic = (await readForm(tooLarge('ar')).catch((thrown: unknown) => thrown)) as Response;
    expect(((await arabic.json()) as { error: string }).error).toMatch(/كبير جداً/);
  });

  it('JSON that is not JSON is still just null', async () => {
    expect(await readJson(new Request('http://localhost/', { method: 'POST', body: '{nope' }))).toBeNull();
  });
});
