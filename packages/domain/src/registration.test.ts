import { describe, expect, it } from 'vitest';
import {
  courierApplicationProblems,
  isStrongPassword,
  registrationOpen,
  storeApplicationProblems,
  type CourierApplicationInput,
  type StoreApplicationInput,
} from './registration.ts';

const store: StoreApplicationInput = {
  name: 'Olaya Fresh',
  nameAr: 'العليا الطازج',
  address: 'Olaya Street',
  addressAr: 'شارع العليا',
  moduleId: 1,
  zoneId: 1,
  latitude: 24.7,
  longitude: 46.68,
  pointInZone: true,
  hasLogo: true,
  hasCover: true,
  minDeliveryTime: 20,
  maxDeliveryTime: 40,
  deliveryTimeType: 'min',
  tax: 5,
  firstName: 'Huda',
  lastName: '',
  phone: '+966501234567',
  email: 'huda@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  businessPlan: 'commission',
  packageId: null,
};

const courier: CourierApplicationInput = {
  firstName: 'Omar',
  lastName: 'Q',
  phone: '+966501234568',
  email: 'omar@example.com',
  password: 'Secret#123',
  zoneId: 2,
  vehicleType: 'car',
  earning: 'salaried',
  identityType: 'passport',
  identityNumber: 'A123',
  identityImages: 1,
  hasPhoto: true,
};

const codes = (problems: { field: string; code: string }[]) => problems.map((p) => `${p.field}:${p.code}`);

describe('store application rules', () => {
  it('accepts a complete application', () => {
    expect(storeApplicationProblems(store)).toEqual([]);
  });

  it('names each problem in the order of the form', () => {
    expect(
      codes(
        storeApplicationProblems({
          ...store,
          nameAr: ' ',
          pointInZone: false,
          hasCover: false,
          minDeliveryTime: 40,
          maxDeliveryTime: 40,
          tax: 101,
          email: 'huda@',
          confirmPassword: 'other',
          businessPlan: 'subscription',
        }),
      ),
    ).toEqual([
      'name_ar:storeNameArRequired',
      'latitude:pointOutsideZone',
      'cover_photo:coverRequired',
      'maximum_delivery_time:timeOrder',
      'tax:taxInvalid',
      'email:emailInvalid',
      'confirm_password:passwordsMatch',
      'package_id:packageRequired',
    ]);
  });

  it('needs a point on the map before its zone is checked', () => {
    expect(codes(storeApplicationProblems({ ...store, latitude: null, pointInZone: false }))).toEqual([
      'latitude:pointRequired',
    ]);
  });

  it('strong password: 8 characters, upper and lower case, a digit and a symbol', () => {
    expect(isStrongPassword('Secret#123')).toBe(true);
    for (const weak of ['Sec#12', 'secret#123', 'SECRET#123', 'Secret#abc', 'Secret1234'])
      expect(isStrongPassword(weak)).toBe(false);
  });
});

describe('courier application rules', () => {
  it('accepts a complete application, and refuses unknown types and missing pictures', () => {
    expect(courierApplicationProblems(courier)).toEqual([]);
    expect(
      codes(
        courierApplicationProblems({
          ...courier,
          vehicleType: 'plane',
          earning: '',
          identityImages: 4,
          hasPhoto: false,
        }),
      ),
    ).toEqual([
      'vehicle_type:vehicleRequired',
      'earning:earningRequired',
      'identity_image:identityImagesTooMany',
      'image:photoRequired',
    ]);
  });
});

describe('registrationOpen (toggle_store_registration / toggle_dm_registration: the join page and the API read it once)', () => {
  it('is open unless the switch is stored off in any of its forms', () => {
    for (const off of [0, false, '0']) expect(registrationOpen(off)).toBe(false);
    for (const on of [1, true, '1', null, undefined]) expect(registrationOpen(on)).toBe(true);
  });
});
