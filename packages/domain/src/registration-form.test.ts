import { describe, expect, it } from 'vitest';
import {
  courierApplicationFrom,
  decimalField,
  REGISTRATION_TEXT_FIELDS,
  storeApplicationFrom,
  type RegistrationFields,
} from './registration-form.ts';

/** A form as a list of name/value pairs; files are counted by name. */
const form = (pairs: [string, string][], files: Record<string, number> = {}): RegistrationFields => ({
  values: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v),
  files: (name) => files[name] ?? 0,
});

describe('registration form', () => {
  it('rule: a number field holds a plain decimal, anything else is missing', () => {
    expect(decimalField(' 12 ')).toBe(12);
    expect(decimalField('-3.5')).toBe(-3.5);
    for (const raw of ['', ' ', '1e3', '12abc', '0x10', '.5', '1.', 'Infinity', '9'.repeat(400)])
      expect(decimalField(raw)).toBeNull();
  });

  it("reads 6amMart's translated lists (name[] with lang[]) and our name + name_ar alike", () => {
    const lists = storeApplicationFrom(
      form([
        ['name', 'Olaya Fresh'],
        ['name', 'العليا الطازج'],
        ['lang', 'default'],
        ['lang', 'ar'],
      ]),
    );
    const direct = storeApplicationFrom(
      form([
        ['name', 'Olaya Fresh'],
        ['name_ar', 'العليا الطازج'],
      ]),
    );
    expect([lists.name, lists.nameAr]).toEqual(['Olaya Fresh', 'العليا الطازج']);
    expect([direct.name, direct.nameAr]).toEqual(['Olaya Fresh', 'العليا الطازج']);
  });

  it('rule: a missing time unit is minutes and a missing plan is commission', () => {
    const input = storeApplicationFrom(form([]));
    expect(input.deliveryTimeType).toBe('min');
    expect(input.businessPlan).toBe('commission');
    expect(input.moduleId).toBeNull();
    expect(input.pointInZone).toBeNull();
  });

  it('rule: a form without confirm_password is not asked to confirm; an empty one is', () => {
    expect(storeApplicationFrom(form([['password', 'Secret#123']])).confirmPassword).toBeUndefined();
    expect(courierApplicationFrom(form([['confirm_password', '']])).confirmPassword).toBe('');
  });

  it("reads the phone normalized, the email trimmed and 6amMart's earning 1/0 as the words", () => {
    const input = courierApplicationFrom(
      form(
        [
          ['phone', ' +966 (50) 123-4567 '],
          ['email', ' omar@example.com '],
          ['earning', '0'],
          ['vehicle_id', 'car'],
        ],
        { 'identity_image[]': 2, image: 1 },
      ),
    );
    expect(input).toMatchObject({
      phone: '+966501234567',
      email: 'omar@example.com',
      earning: 'salaried',
      vehicleType: 'car',
      identityImages: 2,
      hasPhoto: true,
    });
    expect(courierApplicationFrom(form([['earning', '1']])).earning).toBe('freelancer');
  });

  it('counts the store pictures the form holds', () => {
    const input = storeApplicationFrom(form([], { logo: 1 }));
    expect([input.hasLogo, input.hasCover]).toEqual([true, false]);
  });

  it('the fields the page sends on are every field the reader reads', () => {
    const read = new Set<string>();
    const spy: RegistrationFields = {
      values: (name) => (read.add(name), ['1']),
      files: () => 1,
    };
    storeApplicationFrom(spy);
    courierApplicationFrom(spy);
    const sixAmMartOnly = ['lang', 'vehicle_id'];
    const sent = new Set<string>([...REGISTRATION_TEXT_FIELDS.store, ...REGISTRATION_TEXT_FIELDS.courier]);
    expect([...read].filter((name) => !sent.has(name) && !sixAmMartOnly.includes(name))).toEqual([]);
  });
});
