import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
const subscribe = (payload: unknown, headers = {}) =>
  api.request({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: payload as object, headers });

describe('POST /api/v1/newsletter/subscribe', () => {
  it("answers 'Subscribed Successfully' and stores the email", async () => {
    const { status, body } = await subscribe({ email: 'reader@example.com' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Subscribed Successfully' });
    const rows = await api.database.db.query('select email from newsletters');
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it('refuses a duplicate, whatever its case, and keeps one row', async () => {
    await subscribe({ email: 'twice@example.com' });
    const { status, body } = await subscribe({ email: 'TWICE@example.com' });
    expect(status).toBe(409);
    expect(body).toEqual({ errors: [{ code: 'email', message: 'This email is already subscribed.' }] });
    const [{ n }] = await api.database.db.query<{ n: number }>(
      `select count(*)::int n from newsletters where lower(email) = 'twice@example.com'`,
    );
    expect(n).toBe(1);
  });

  it("rejects bad emails with 'Please insert a valid email.', in Arabic too", async () => {
    for (const email of ['not-an-email', 'a@b', '', ' @x.com', 42]) {
      const { status, body } = await subscribe({ email });
      expect(status, String(email)).toBe(422);
      expect(body.errors).toEqual([{ code: 'email', message: 'Please insert a valid email.' }]);
    }
    const { body } = await subscribe({ email: 'nope' }, { 'x-localization': 'ar' });
    expect(body.errors[0].message).toBe('يرجى إدخال بريد إلكتروني صالح.');
  });

  it('answers malformed JSON with the envelope and changes nothing', async () => {
    const before = await api.database.db.query('select count(*)::int n from newsletters');
    const { status, body } = await api.request({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('invalid_json');
    expect(await api.database.db.query('select count(*)::int n from newsletters')).toEqual(before);
  });
});

describe('landing page and content pages', () => {
  it('serves landing data with newsletter texts and app links, per language', async () => {
    const en = await api.request('/api/v1/react-landing-page');
    expect(en.body).toMatchObject({
      fixed_newsletter_title: 'Sign up to our newsletter',
      download_user_app_links: { playstore_url_status: '1', apple_store_url_status: '1' },
    });
    const ar = await api.request({ url: '/api/v1/landing-page', headers: { 'x-localization': 'ar' } });
    expect(ar.body.fixed_newsletter_title).toBe('اشترك في نشرتنا البريدية');
    // Keys without an Arabic version fall back to English.
    expect(ar.body.download_user_app_links).toEqual(en.body.download_user_app_links);
  });

  it('serves every policy page in English and Arabic', async () => {
    for (const slug of [
      'terms-and-conditions',
      'privacy-policy',
      'refund-policy',
      'cancellation-policy',
      'shipping-policy',
      'about-us',
    ]) {
      const en = await api.request(`/api/v1/pages/${slug}`);
      const ar = await api.request({ url: `/api/v1/pages/${slug}`, headers: { 'x-localization': 'ar' } });
      expect(en.status, slug).toBe(200);
      expect(en.body.body).toContain('<p>');
      expect(ar.body.title).not.toBe(en.body.title);
    }
  });

  it('answers the 6amMart page paths with the HTML body as a JSON string', async () => {
    const { status, body } = await api.request('/api/v1/cancelation');
    expect(status).toBe(200);
    expect(typeof body).toBe('string');
    expect(body).toContain('pending');
  });

  it('hides a policy page whose flag is off', async () => {
    await api.app.souq.settings.set('refund_policy', 0);
    expect((await api.request('/api/v1/pages/refund-policy')).status).toBe(404);
    expect((await api.request('/api/v1/refund-policy')).status).toBe(404);
    await api.app.souq.settings.set('refund_policy', 1);
  });
});
