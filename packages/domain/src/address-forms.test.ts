import { describe, expect, it } from 'vitest';
import { ADDRESS_FORM_MESSAGES, addressProblems, contactProblems } from './address-forms.ts';

describe('address form (spec §5)', () => {
  it("names each blank required field with the spec's message", () => {
    const problems = addressProblems({ address: ' ', contactName: '', contactPhone: '' });
    expect(Object.fromEntries(Object.entries(problems).map(([f, code]) => [f, ADDRESS_FORM_MESSAGES[code]]))).toEqual({
      address: 'Address is required',
      contactName: 'Name is required',
      contactPhone: 'Phone Number is required',
    });
  });

  it('has no problem when the three are filled', () => {
    expect(addressProblems({ address: 'King Fahd Rd', contactName: 'Sara', contactPhone: '+966500000000' })).toEqual(
      {},
    );
  });
});

describe('guest contact form (spec §6)', () => {
  it('needs name and number; the email where the form asks for it', () => {
    expect(contactProblems({ name: '', phone: '', email: '' }, true)).toEqual({
      name: 'contactNameRequired',
      phone: 'contactPhoneRequired',
      email: 'emailRequired',
    });
    expect(contactProblems({ name: 'Sara', phone: '+966500000000', email: null }, false)).toEqual({});
  });

  it('refuses an email that is not one, required or not', () => {
    expect(contactProblems({ name: 'Sara', phone: '1', email: 'sara@' }, false)).toEqual({ email: 'emailInvalid' });
    expect(contactProblems({ name: 'Sara', phone: '1', email: ' sara@example.com ' }, true)).toEqual({});
  });
});
