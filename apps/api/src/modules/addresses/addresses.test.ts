import { describe, expect, it } from 'vitest';
import { accountsClient, type TestCustomer } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
const KINGDOM_CENTRE = { latitude: 24.7114, longitude: 46.6744 }; // Al Olaya, inside Riyadh Central
const MASMAK = { latitude: 24.6312, longitude: 46.7134 }; // Riyadh Central only
const DIRIYAH = { latitude: 24.7333, longitude: 46.575 }; // inactive zone only
const AL_KHARJ = { latitude: 24.1556, longitude: 47.312 }; // outside every zone

const address = (overrides: Record<string, unknown> = {}) => ({
  address: 'King Fahd Rd, Al Olaya, Riyadh',
  address_type: 'home',
  contact_person_name: 'Sara Al Harbi',
  contact_person_number: '+966501234567',
  house: '12',
  floor: '3',
  road: 'Olaya St',
  additional_information: 'Ring twice',
  ...KINGDOM_CENTRE,
  ...overrides,
});

function addressClient() {
  const client = accountsClient(api);
  const as = (customer: TestCustomer) => client.authed(customer.token);
  return {
    ...client,
    add: (customer: TestCustomer, body: object, headers = {}) =>
      client.call('POST', '/api/v1/customer/address/add', body, { ...as(customer), ...headers }),
    list: (customer: TestCustomer, query = '') =>
      client.call('GET', `/api/v1/customer/address/list${query}`, undefined, as(customer)),
    update: (customer: TestCustomer, id: number, body: object) =>
      client.call('PUT', `/api/v1/customer/address/update/${id}`, body, as(customer)),
    remove: (customer: TestCustomer, id: number) =>
      client.call('DELETE', `/api/v1/customer/address/delete?address_id=${id}`, undefined, as(customer)),
  };
}

describe('saved addresses (spec §3 Address, reference §3.3)', () => {
  it('saves an address inside a zone with every zone containing it, and lists it', async () => {
    const client = addressClient();
    const customer = await client.signUp();
    const added = await client.add(customer, address());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      message: 'Address added successfully.',
      zone_ids: [2, 1],
      zone_id: 2,
      id: expect.any(Number),
    });

    const { body } = await client.list(customer);
    expect(body).toMatchObject({ total_size: 1, limit: 50, offset: 1 });
    expect(body.addresses[0]).toMatchObject({
      id: added.body.id,
      address_type: 'home',
      address_label: null,
      contact_person_name: 'Sara Al Harbi',
      contact_person_number: '+966501234567',
      address: 'King Fahd Rd, Al Olaya, Riyadh',
      latitude: '24.7114',
      longitude: '46.6744',
      zone_id: 2,
      zone_ids: [2, 1],
      house: '12',
      floor: '3',
      road: 'Olaya St',
      additional_information: 'Ring twice',
    });
  });

  it("refuses a point outside every active zone with the code 'coordinates', saving nothing", async () => {
    const client = addressClient();
    const customer = await client.signUp();
    for (const point of [AL_KHARJ, DIRIYAH]) {
      const { status, body } = await client.add(customer, address(point));
      expect(status).toBe(422);
      expect(body.errors[0]).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
    }
    expect((await client.list(customer)).body.total_size).toBe(0);
  });

  it('answers the address form messages of spec §5, in English and Arabic', async () => {
    const client = addressClient();
    const customer = await client.signUp();
    const cases: [string, string][] = [
      ['address', 'Address is required'],
      ['contact_person_name', 'Name is required'],
      ['contact_person_number', 'Phone Number is required'],
    ];
    for (const [field, message] of cases) {
      const { status, body } = await client.add(customer, address({ [field]: '' }));
      expect(status, field).toBe(422);
      expect(body.errors[0]).toEqual({ code: field, message });
    }
    const ar = await client.add(customer, address({ address: undefined }), { 'x-localization': 'ar' });
    expect(ar.body.errors[0].message).toBe('العنوان مطلوب');
    const noPoint = await client.add(customer, address({ latitude: undefined }));
    expect(noPoint.body.errors[0].code).toBe('latitude');
  });

  it("keeps home, office and other; 6amMart's 'others' is other, and a free word becomes the label", async () => {
    const client = addressClient();
    const customer = await client.signUp();
    await client.add(customer, address({ address_type: 'others' }));
    await client.add(customer, address({ address_type: "Grandma's house" }));
    await client.add(customer, address({ address_type: 'other', address_label: 'Gym' }));
    const { body } = await client.list(customer);
    expect(body.addresses.map((a: Record<string, unknown>) => [a.address_type, a.address_label])).toEqual([
      ['other', 'Gym'],
      ['other', "Grandma's house"],
      ['other', null],
    ]);
  });

  it('updates an address and re-checks its zone', async () => {
    const client = addressClient();
    const customer = await client.signUp();
    const { body: added } = await client.add(customer, address());
    const moved = await client.update(customer, added.id, address({ ...MASMAK, address_type: 'office', id: added.id }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Address updated successfully.', zone_id: 1, zone_ids: [1] });
    expect((await client.update(customer, added.id, address(AL_KHARJ))).status).toBe(422);
    const { body } = await client.list(customer);
    expect(body.addresses[0]).toMatchObject({ address_type: 'office', zone_ids: [1] });
  });

  it("never shows, changes or deletes another customer's address: 404", async () => {
    const client = addressClient();
    const [owner, intruder] = [await client.signUp(), await client.signUp()];
    const { body: added } = await client.add(owner, address());
    expect((await client.list(intruder)).body).toMatchObject({ total_size: 0, addresses: [] });
    const edit = await client.update(intruder, added.id, address({ address: 'Hijacked' }));
    expect(edit.status).toBe(404);
    expect(edit.body.errors[0]).toEqual({ code: 'address', message: 'Address not found.' });
    expect((await client.remove(intruder, added.id)).status).toBe(404);
    expect((await client.list(owner)).body.addresses[0].address).toBe('King Fahd Rd, Al Olaya, Riyadh');
  });

  it('deletes an address with address_id in the query', async () => {
    const client = addressClient();
    const customer = await client.signUp();
    const { body: added } = await client.add(customer, address());
    expect((await client.remove(customer, added.id)).body).toEqual({ message: 'Address deleted successfully.' });
    expect((await client.list(customer)).body.total_size).toBe(0);
    expect((await client.remove(customer, added.id)).status).toBe(404);
  });

  it('pages with limit and a 1-based offset', async () => {
    const client = addressClient();
    const customer = await client.signUp();
    for (const n of [1, 2, 3]) await client.add(customer, address({ house: String(n) }));
    const { body } = await client.list(customer, '?limit=2&offset=2');
    expect(body).toMatchObject({ total_size: 3, limit: 2, offset: 2 });
    expect(body.addresses.map((a: { house: string }) => a.house)).toEqual(['1']);
  });

  it('are for signed-in customers only', async () => {
    const { status, body } = await accountsClient(api).call('GET', '/api/v1/customer/address/list');
    expect(status).toBe(401);
    expect(body.errors[0].message).toBe('You are not logged in');
  });
});
