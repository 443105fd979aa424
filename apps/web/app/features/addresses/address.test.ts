import { describe, expect, it } from 'vitest';
import { makeT } from '../../i18n/t.ts';
import { en } from '../../i18n/messages.server.ts';
import { addressTitle, checkAddress, samePlace, toAddressType } from './address.ts';

const t = makeT(en);

describe('address form (spec §5)', () => {
  it('requires the address, the contact name and the contact number with the spec messages', () => {
    const errors = checkAddress({ address: ' ', contactName: '', contactPhone: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t(v!)]))).toEqual({
      address: 'Address is required',
      contactName: 'Name is required',
      contactPhone: 'Phone Number is required',
    });
    expect(checkAddress({ address: 'Olaya Street', contactName: 'Sara', contactPhone: '+966500000001' })).toEqual({});
  });

  it('shows the label in place of the type when there is one', () => {
    expect(addressTitle({ type: 'other', label: 'Grandma’s house' }, t)).toBe('Grandma’s house');
    expect(addressTitle({ type: 'office', label: '' }, t)).toBe('Office');
  });

  it('knows the three types, anything else is other', () => {
    expect(toAddressType('home')).toBe('home');
    expect(toAddressType('others')).toBe('other');
  });

  it('recognises the current delivery point among saved addresses', () => {
    expect(samePlace({ lat: 24.7114, lng: 46.6744 }, { lat: 24.7114, lng: 46.6744 })).toBe(true);
    expect(samePlace({ lat: 24.7114, lng: 46.6744 }, { lat: 24.7115, lng: 46.6744 })).toBe(false);
    expect(samePlace({ lat: 24.7114, lng: 46.6744 }, null)).toBe(false);
  });
});
