import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();

describe('GET /api/v1/config', () => {
  it('answers every Config field of spec §3', async () => {
    const { status, body } = await api.request('/api/v1/config');
    expect(status).toBe(200);
    for (const field of [
      'default_location',
      'country',
      'country_picker_status',
      'phone',
      'email',
      'address',
      'logo_full_url',
      'business_name',
      'footer_text',
      'social_media',
      'base_urls',
      'currency_symbol',
      'currency_symbol_direction',
      'digit_after_decimal_point',
      'tax_included',
      'demo',
      'customer_wallet_status',
      'loyalty_point_status',
      'ref_earning_status',
      'add_fund_status',
      'active_payment_method_list',
      'admin_free_delivery',
      'free_delivery_over',
      'self_delivery_system',
      'guest_checkout_status',
      'toggle_dm_registration',
      'toggle_veg_non_veg',
      'refund_policy',
      'cancelation_policy',
      'shipping_policy',
      'firebase_otp_verification',
      'is_mail_active',
      'is_sms_active',
      'centralize_login',
      'social_login',
      'apple_login',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body.default_location).toEqual({ lat: expect.any(String), lng: expect.any(String) });
    expect(body.centralize_login).toMatchObject({
      manual_login_status: 1,
      otp_login_status: 1,
      social_login_status: 0,
    });
    expect(body.admin_free_delivery).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 200,
    });
    expect(body.demo).toBe(true);
  });

  it('makes image URLs absolute under the public URL', async () => {
    const { body } = await api.request('/api/v1/config');
    expect(body.base_urls.item_image_url).toBe('http://localhost:3000/storage/product');
    expect(body.logo_full_url).toBe('http://localhost:3000/storage/business/logo.svg');
    expect(body.active_payment_method_list[0]).toMatchObject({
      gateway: 'souq_pay',
      gateway_image_full_url: 'http://localhost:3000/storage/payment_modules/gateway_image/souq_pay.svg',
    });
  });

  it('lists only social links that are switched on', async () => {
    await api.app.souq.settings.set('social_media', [
      { name: 'facebook', link: 'https://facebook.com/x', status: 1 },
      { name: 'pinterest', link: 'https://pinterest.com/x', status: 0 },
    ]);
    api.app.souq.config.invalidate();
    const { body } = await api.request('/api/v1/config');
    expect(body.social_media.map((m: { name: string }) => m.name)).toEqual(['facebook']);
  });

  it('answers shopper-facing text in Arabic when asked, the currency as ر.س (issue 16, item 3)', async () => {
    const { body } = await api.request({ url: '/api/v1/config', headers: { 'x-localization': 'ar' } });
    expect(body.business_name).toBe('سوق');
    expect(body.currency_symbol).toBe('ر.س');
  });

  it('falls back to English for unknown languages and the literal "undefined"', async () => {
    for (const language of ['undefined', 'fr', '']) {
      const { body } = await api.request({ url: '/api/v1/config', headers: { 'x-localization': language } });
      expect(body.business_name, language).toBe('Souq');
    }
  });

  it('lets browsers cache it briefly', async () => {
    const { headers } = await api.request('/api/v1/config');
    expect(headers['cache-control']).toBe('public, max-age=60');
  });
});
