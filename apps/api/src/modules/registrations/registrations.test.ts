/**
 * Joining Souq (issue 20): a store's and a courier's application through
 * 6amMart's routes, their validation in both languages, duplicates, the
 * per-IP limit on submissions nobody signs, and the operator's decision
 * creating the store (closed, with its account) or the courier.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newPhone, randomIp } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';
import { multipartOrder, TINY_PNG } from '../../../test/orders.ts';
import { APPLICATIONS_PER_IP } from './index.ts';

const OPERATOR_TOKEN = 'operator-secret-for-tests-0025';
const api = useApi({ OPERATOR_TOKEN });
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

let zoneId: number;
let moduleId: number;
let email = 0;
const newEmail = () => `owner${Date.now()}${(email += 1)}@example.com`;
const png = (field: string, n = 1) => ({ field, filename: `${field}${n}.png`, type: 'image/png', data: TINY_PNG });

beforeAll(async () => {
  [{ id: zoneId }] = await sql<{ id: number }>(`select id from zones where name = 'Al Olaya'`);
  [{ id: moduleId }] = await sql<{ id: number }>(`select id from modules where module_type = 'grocery' limit 1`);
});

function storeFields(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    name: 'Olaya Fresh',
    name_ar: 'العليا الطازج',
    address: 'Olaya Street 12',
    address_ar: 'شارع العليا ١٢',
    module_id: moduleId,
    zone_id: zoneId,
    latitude: 24.6995,
    longitude: 46.6845,
    minimum_delivery_time: 20,
    maximum_delivery_time: 40,
    delivery_time_type: 'min',
    tax: 5,
    f_name: 'Huda',
    l_name: 'Al Harbi',
    phone: newPhone(),
    email: newEmail(),
    password: 'Secret#123',
    business_plan: 'commission',
    ...overrides,
  };
}

function courierFields(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    f_name: 'Omar',
    l_name: 'Al Qahtani',
    phone: newPhone(),
    email: newEmail(),
    password: 'Secret#123',
    zone_id: zoneId,
    vehicle_type: 'motorbike',
    earning: 'freelancer',
    identity_type: 'nid',
    identity_number: '1098765432',
    ...overrides,
  };
}

const storeFiles = [png('logo'), png('cover_photo')];
const courierFiles = [png('image'), png('identity_image[]', 1), png('identity_image[]', 2)];

async function submit(
  url: string,
  fields: Record<string, unknown>,
  files: ReturnType<typeof png>[],
  locale = 'en',
  ip = randomIp(),
) {
  const body = multipartOrder(fields, files);
  return api.request({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'x-localization': locale },
    remoteAddress: ip,
  });
}
const submitStore = (fields = storeFields(), files = storeFiles, locale = 'en', ip?: string) =>
  submit('/api/v1/auth/vendor/register', fields, files, locale, ip);
const submitCourier = (fields = courierFields(), files = courierFiles, locale = 'en', ip?: string) =>
  submit('/api/v1/auth/delivery-man/store', fields, files, locale, ip);

describe('store registration (auth/vendor/register)', () => {
  it('creates a pending application, and the operator lists it', async () => {
    const fields = storeFields();
    const answer = await submitStore(fields);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'pending', message: expect.stringContaining('pending review') });
    const list = await api.request({
      url: '/api/v1/operator/applications?type=store&status=pending',
      headers: operator,
    });
    const application = list.body.applications.find((a: { id: number }) => a.id === answer.body.application_id);
    expect(application).toMatchObject({
      type: 'store',
      status: 'pending',
      email: fields.email,
      name_ar: 'العليا الطازج',
    });
    expect(application).not.toHaveProperty('password_hash');
    expect(await sql('select 1 from stores where name = $1', ['Olaya Fresh'])).toHaveLength(0);
  });

  it('answers every problem with its message, in Arabic too, and keeps nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from partner_applications');
    const bad = await submitStore(
      storeFields({ name_ar: '', minimum_delivery_time: 40, maximum_delivery_time: 30, password: 'simple' }),
      [png('logo')],
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { code: 'name_ar', message: 'Store name in Arabic is required.' },
      { code: 'cover_photo', message: 'Please upload the store cover photo.' },
      { code: 'maximum_delivery_time', message: 'Maximum delivery time must be greater than the minimum.' },
      {
        code: 'password',
        message: 'Password must be at least 8 characters with upper and lower case letters, a number and a symbol.',
      },
    ]);
    const arabic = await submitStore(storeFields({ name: ' ' }), storeFiles, 'ar');
    expect(arabic.body.errors[0]).toEqual({ code: 'name', message: 'اسم المتجر مطلوب.' });
    const after = await sql<{ n: number }>('select count(*)::int as n from partner_applications');
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a point outside the chosen zone, a module the zone lacks and an unknown package', async () => {
    const outside = await submitStore(storeFields({ latitude: 21.5, longitude: 39.2 }));
    expect(outside.body.errors[0]).toEqual({
      code: 'latitude',
      message: 'The location must be inside the selected zone.',
    });
    const noModule = await submitStore(storeFields({ module_id: 99999 }));
    expect(noModule.body.errors[0]).toEqual({ code: 'module_id', message: 'This module does not take new stores.' });
    const noPackage = await submitStore(storeFields({ business_plan: 'subscription', package_id: 99999 }));
    expect(noPackage.body.errors[0]).toEqual({
      code: 'package_id',
      message: 'This subscription package is not available.',
    });
    const noPlan = await submitStore(storeFields({ business_plan: 'subscription' }));
    expect(noPlan.body.errors[0]).toEqual({ code: 'package_id', message: 'Please choose a subscription package.' });
  });

  it('refuses a file that is not a picture', async () => {
    const answer = await submitStore(storeFields(), [
      { field: 'logo', filename: 'logo.webp', type: 'image/webp', data: Buffer.from('RIFF....WEBPVP8 ') },
      png('cover_photo'),
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].code).toBe('logo');
  });

  it('refuses a duplicate email or phone with a clear message, also when both arrive at once', async () => {
    const first = storeFields();
    expect((await submitStore(first)).status).toBe(200);
    const sameEmail = await submitStore(storeFields({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors[0]).toEqual({ code: 'email', message: 'This email is already registered.' });
    const samePhone = await submitStore(storeFields({ phone: first.phone }), storeFiles, 'ar');
    expect(samePhone.body.errors[0]).toEqual({ code: 'phone', message: 'رقم الهاتف هذا مسجل بالفعل.' });

    const twin = storeFields();
    const both = await Promise.all([submitStore(twin), submitStore({ ...twin })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('takes 6amMart’s translated lists (name[] with lang[])', async () => {
    const fields: Record<string, unknown> = storeFields();
    for (const key of ['name', 'name_ar', 'address', 'address_ar']) delete fields[key];
    const body = multipartOrder(fields, storeFiles);
    const boundary = body.headers['content-type'].split('boundary=')[1];
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const lists = [
      part('lang[]', 'default'),
      part('lang[]', 'ar'),
      part('name[]', 'Lists Store'),
      part('name[]', 'متجر القوائم'),
      part('address[]', 'Tahlia 1'),
      part('address[]', 'التحلية ١'),
    ].join('');
    const answer = await api.request({
      method: 'POST',
      url: '/api/v1/auth/vendor/register',
      payload: Buffer.concat([Buffer.from(lists), body.payload]),
      headers: body.headers,
      remoteAddress: randomIp(),
    });
    expect(answer.status).toBe(200);
    const [row] = await sql('select data from partner_applications where id = $1', [answer.body.application_id]);
    expect(row.data).toMatchObject({ name: 'Lists Store', name_ar: 'متجر القوائم', address_ar: 'التحلية ١' });
  });

  it('limits the applications one address may send', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i <= APPLICATIONS_PER_IP.limit; i += 1)
      answers.push(await submitStore(storeFields({ name: '' }), storeFiles, 'en', ip));
    expect(answers.slice(0, -1).every((a) => a.status === 422)).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.headers['retry-after']).toBeDefined();
  });

  it('approving creates the store, closed and in both languages, with its account; twice is refused', async () => {
    const fields = storeFields({ business_plan: 'subscription' });
    const [{ id: packageId }] = await sql<{ id: number }>('select id from subscription_packages order by id limit 1');
    const answer = await submitStore({ ...fields, package_id: packageId });
    expect(answer.status).toBe(200);
    const id = answer.body.application_id;
    const approved = await api.request({
      method: 'POST',
      url: `/api/v1/operator/applications/${id}/approve`,
      headers: operator,
    });
    expect(approved.status).toBe(200);
    const storeId = approved.body.application.store_id;
    const [store] = await sql('select * from stores where id = $1', [storeId]);
    expect(store).toMatchObject({
      name: 'Olaya Fresh',
      active: false,
      status: true,
      delivery_time: '20-40 min',
      store_business_model: 'subscription',
      package_id: packageId,
      zone_id: zoneId,
    });
    const [vendor] = await sql('select * from vendors where store_id = $1', [storeId]);
    expect(vendor).toMatchObject({ email: fields.email, phone: fields.phone, f_name: 'Huda' });
    expect(vendor.password).toMatch(/^scrypt\$/);
    const details = await api.request({
      url: `/api/v1/stores/details/${storeId}`,
      headers: { 'x-localization': 'ar', zoneid: `[${zoneId}]`, moduleid: String(moduleId) },
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ name: 'العليا الطازج', active: false });
    const logo = await api.request(new URL(details.body.logo_full_url).pathname);
    expect(logo.status).toBe(200);

    const again = await api.request({
      method: 'POST',
      url: `/api/v1/operator/applications/${id}/deny`,
      headers: operator,
      payload: {},
    });
    expect(again.status).toBe(409);
    // The email is taken by the store's account now.
    const reuse = await submitStore(storeFields({ email: fields.email }));
    expect(reuse.body.errors[0].code).toBe('email');
  });

  it('denying frees the email and phone for a new application', async () => {
    const fields = storeFields();
    const id = (await submitStore(fields)).body.application_id;
    const denied = await api.request({
      method: 'POST',
      url: `/api/v1/operator/applications/${id}/deny`,
      headers: operator,
      payload: { reason: 'Incomplete documents' },
    });
    expect(denied.body.application).toMatchObject({ status: 'denied', denial_reason: 'Incomplete documents' });
    expect((await submitStore(fields)).status).toBe(200);
  });

  it('operator routes need the token, and unknown applications are a 404', async () => {
    expect((await api.request('/api/v1/operator/applications')).status).toBe(401);
    const missing = await api.request({
      method: 'POST',
      url: '/api/v1/operator/applications/999999/approve',
      headers: operator,
    });
    expect(missing.status).toBe(404);
    const hostile = await api.request({
      method: 'POST',
      url: '/api/v1/operator/applications/constructor/approve',
      headers: operator,
    });
    expect(hostile.status).toBe(422);
  });

  it('lists the subscription packages in the caller’s language', async () => {
    const answer = await api.request({ url: '/api/v1/vendor/package-view', headers: { 'x-localization': 'ar' } });
    expect(answer.body.packages.map((p: { package_name: string }) => p.package_name)).toEqual([
      'البداية',
      'النمو',
      'الاحترافية السنوية',
    ]);
  });

  it('is closed when the store switches store registration off', async () => {
    await api.app.souq.settings.set('toggle_store_registration', 0);
    try {
      const answer = await submitStore();
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].message).toBe('Registration is not available at the moment.');
    } finally {
      await api.app.souq.settings.set('toggle_store_registration', 1);
    }
  });
});

describe('courier registration (auth/delivery-man/store)', () => {
  it('creates a pending application; approval makes a courier of the zone', async () => {
    const fields = courierFields({ earning: '0' });
    const answer = await submitCourier(fields);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toContain('delivery man application');
    const approved = await api.request({
      method: 'POST',
      url: `/api/v1/operator/applications/${answer.body.application_id}/approve`,
      headers: operator,
    });
    const [courier] = await sql('select * from delivery_men where id = $1', [
      approved.body.application.delivery_man_id,
    ]);
    expect(courier).toMatchObject({
      f_name: 'Omar',
      phone: fields.phone,
      zone_id: zoneId,
      vehicle_type: 'motorbike',
      identity_type: 'nid',
      earning: false,
      status: true,
    });
    expect(courier.identity_images).toHaveLength(2);
    expect(courier.password).toMatch(/^scrypt\$/);
    // Identity pictures stay private: no public URL serves them.
    const identity = await api.request(`/storage/delivery-man/${courier.identity_images[0]}`);
    expect(identity.status).toBe(404);
  });

  it('shares the per-address limit with store applications: nobody signs in to apply, so a script cannot fill the queue', async () => {
    const ip = randomIp();
    const answers = [];
    // Half of the address's allowance on each form (each refused for a missing name: counted all the same).
    for (let i = 0; i < APPLICATIONS_PER_IP.limit; i += 1) {
      if (i % 2) answers.push(await submitStore(storeFields({ name: '' }), storeFiles, 'en', ip));
      else answers.push(await submitCourier(courierFields({ f_name: '' }), courierFiles, 'en', ip));
    }
    expect(answers.every((a) => a.status === 422)).toBe(true);
    const over = await submitCourier(courierFields(), courierFiles, 'en', ip);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await submitCourier(courierFields({ f_name: '' }))).status).toBe(422);
  });

  it('answers the validation messages, the image limit and duplicates', async () => {
    const bad = await submitCourier(
      courierFields({ identity_type: 'visa', identity_number: '' }),
      [png('image')],
      'ar',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { code: 'identity_type', message: 'يرجى اختيار نوع الهوية.' },
      { code: 'identity_number', message: 'رقم الهوية مطلوب.' },
      { code: 'identity_image', message: 'يرجى رفع صورة واحدة للهوية على الأقل.' },
    ]);
    const four = [png('image'), ...[1, 2, 3, 4].map((n) => png('identity_image[]', n))];
    const tooMany = await submitCourier(courierFields(), four);
    expect(tooMany.body.errors[0]).toEqual({
      code: 'identity_image',
      message: 'Maximum 3 images can be send at a time.',
    });

    const [{ phone }] = await sql<{ phone: string }>('select phone from delivery_men order by id limit 1');
    const taken = await submitCourier(courierFields({ phone }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({ code: 'phone', message: 'This phone number is already registered.' });
  });
});
