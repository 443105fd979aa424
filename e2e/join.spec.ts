/**
 * Joining Souq (issue 20): a store owner registers in Arabic and the
 * operator approves; a courier registers. Files are small real PNGs.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPERATOR_TOKEN } from './helpers/orders.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const phone = () => `+9665${randomInt(10_000_000, 99_999_999)}`;

async function application(request: APIRequestContext, type: 'store' | 'courier', email: string) {
  const list = await request.get(`/api/v1/operator/applications?type=${type}&status=pending&limit=100`, {
    headers: operator,
  });
  expect(list.status()).toBe(200);
  const found = (await list.json()).applications.find((a: { email: string }) => a.email === email);
  expect(found).toBeTruthy();
  return found as { id: number };
}

const step = (page: Page, title: string | RegExp) => page.getByRole('heading', { level: 2, name: title });

test('a store owner registers in Arabic, step by step, and the operator approves the store', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  const main = page.getByRole('main');
  await page.goto('/store-registration?active=active');
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل متجرك' })).toBeVisible();
  await expect(step(page, /معلومات المتجر/)).toBeVisible();

  // Next with nothing filled: the domain's messages, in Arabic, beside their fields.
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('اسم المتجر مطلوب.')).toBeVisible();
  await expect(page.getByText('يرجى اختيار المنطقة.')).toBeVisible();
  await expect(page.getByText('يرجى رفع شعار المتجر.')).toBeVisible();

  const email = `store${Date.now()}@example.com`;
  await main.getByLabel('اسم المتجر (بالإنجليزية)').fill('Olaya Corner');
  await main.getByLabel('اسم المتجر (بالعربية)').fill('ركن العليا');
  await main.getByLabel('عنوان المتجر (بالإنجليزية)').fill('Olaya Street 5');
  await main.getByLabel('عنوان المتجر (بالعربية)').fill('شارع العليا ٥');
  await main.getByLabel('المنطقة').selectOption({ label: 'العليا' });
  await main.getByLabel('نوع النشاط').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'حدد على الخريطة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'استخدم هذا الموقع' }).click();
  await expect(page.getByTestId('join-point')).not.toHaveText('لم يُحدَّد موقع بعد.');
  await main.getByLabel('الشعار').setInputFiles(png('logo.png'));
  await main.getByLabel('صورة الغلاف').setInputFiles(png('cover.png'));
  await main.getByLabel('أقل مدة توصيل').fill('20');
  await main.getByLabel('أقصى مدة توصيل').fill('15');
  await main.getByLabel('الضريبة (٪)').fill('5');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('يجب أن تكون أقصى مدة توصيل أكبر من أقلها.')).toBeVisible();
  await main.getByLabel('أقصى مدة توصيل').fill('40');
  await page.getByRole('button', { name: 'التالي' }).click();

  await expect(step(page, /المالك والحساب/)).toBeVisible();
  await main.getByLabel('الاسم الأول').fill('هدى');
  await main.getByLabel('اسم العائلة').fill('الحربي');
  await main.getByLabel('الهاتف').fill(phone());
  await main.getByLabel('البريد الإلكتروني').fill(email);
  await main.getByLabel('كلمة المرور', { exact: true }).fill('simple');
  await main.getByLabel('تأكيد كلمة المرور').fill('simple');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText(/يجب أن تتكون كلمة المرور من ٨ أحرف/)).toBeVisible();
  await main.getByLabel('كلمة المرور', { exact: true }).fill('Secret#123');
  await main.getByLabel('تأكيد كلمة المرور').fill('Secret#123');
  await page.getByRole('button', { name: 'التالي' }).click();

  await expect(step(page, /خطة العمل/)).toBeVisible();
  await page.getByRole('radio', { name: /الاشتراك/ }).check();
  await page.getByRole('radio', { name: /البداية/ }).check();
  await page.getByRole('button', { name: 'التالي' }).click();

  await expect(step(page, /المراجعة/)).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'ركن العليا' })).toBeVisible();
  await expect(page.getByText('الاشتراك: البداية')).toBeVisible();
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'تم استلام الطلب' })).toBeVisible();
  await expect(page.getByText(/قيد المراجعة/).first()).toBeVisible();

  // The operator approves: the store exists, closed, named in both languages.
  const { id } = await application(request, 'store', email);
  const approved = await request.post(`/api/v1/operator/applications/${id}/approve`, { headers: operator, data: {} });
  expect(approved.status()).toBe(200);
  const storeId = (await approved.json()).application.store_id;
  const store = await request.get(`/api/v1/stores/details/${storeId}`, { headers: { 'x-localization': 'ar' } });
  expect(await store.json()).toMatchObject({ name: 'ركن العليا', active: false });

  // The same email cannot apply twice.
  await page.goto('/store-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل متجرك' })).toBeVisible();
});

test('a courier registers: validation per step, identity images, the review, then the pending confirmation', async ({
  page,
  request,
}) => {
  const main = page.getByRole('main');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a delivery man' }).click();
  await expect(page).toHaveURL(/\/deliveryman-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join as a delivery man' })).toBeVisible();

  const email = `courier${Date.now()}@example.com`;
  await main.getByLabel('First name').fill('Omar');
  await main.getByLabel('Last name').fill('Al Qahtani');
  await main.getByLabel('Phone').fill(phone());
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('Secret#123');
  await main.getByLabel('Confirm password').fill('Secret#124');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Passwords must match')).toBeVisible();
  await expect(main.getByText('Please upload your profile photo.')).toBeVisible();
  await main.getByLabel('Confirm password').fill('Secret#123');
  await main.getByLabel('Profile photo').setInputFiles(png('me.png'));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(step(page, /Delivery and identity/)).toBeVisible();
  await main.getByLabel('Zone').selectOption({ label: 'Al Olaya' });
  await main.getByLabel('Vehicle type').selectOption({ label: 'Motorbike' });
  await main.getByRole('radio', { name: 'Salaried' }).check();
  await main.getByLabel('Identity type').selectOption({ label: 'National ID' });
  await main.getByLabel('Identity number').fill('1098765432');
  await main
    .getByLabel('Identity images')
    .setInputFiles([png('id-1.png'), png('id-2.png'), png('id-3.png'), png('id-4.png')]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
  await main.getByLabel('Identity images').setInputFiles([png('id-1.png'), png('id-2.png')]);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(step(page, /Review/)).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'id-1.png, id-2.png' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'Salaried' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  const { id } = await application(request, 'courier', email);
  const approved = await request.post(`/api/v1/operator/applications/${id}/approve`, { headers: operator, data: {} });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).application.delivery_man_id).toBeGreaterThan(0);
});
