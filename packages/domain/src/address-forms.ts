/**
 * The address form and the guest's contact form (spec §5 "Address form", §6 guest contact): each
 * field's first problem as a code with the spec's English message. The storefront checks its
 * forms with these (message keys `validation.<code>`, so Arabic pages show Arabic); the API's
 * address routes and a guest's order contact answer with the same messages and bounds.
 */
import { isEmail } from './contact.ts';

export const ADDRESS_FORM_MESSAGES = {
  addressRequired: 'Address is required',
  contactNameRequired: 'Name is required',
  contactPhoneRequired: 'Phone Number is required',
  // The spec marks the guest's email required but shows no message: the account forms' words.
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
} as const;

export type AddressFormProblem = keyof typeof ADDRESS_FORM_MESSAGES;

/** The longest each field may be (the API's columns; the forms' maxLength). */
export const ADDRESS_LIMITS = {
  addressMax: 500,
  contactNameMax: 100,
  contactPhoneMax: 30,
  contactEmailMax: 255,
} as const;

const blank = (value: string | null | undefined) => !value || !value.trim();

/** The address form's required fields: the address, the contact person's name and number. */
export function addressProblems(values: { address: string; contactName: string; contactPhone: string }) {
  const problems: Partial<Record<'address' | 'contactName' | 'contactPhone', AddressFormProblem>> = {};
  if (blank(values.address)) problems.address = 'addressRequired';
  if (blank(values.contactName)) problems.contactName = 'contactNameRequired';
  if (blank(values.contactPhone)) problems.contactPhone = 'contactPhoneRequired';
  return problems;
}

/**
 * A guest's contact: name and number required; the email required where the form asks for it
 * (the storefront's guest form, spec §6) and, when given, a valid address.
 */
export function contactProblems(
  values: { name: string | null; phone: string | null; email: string | null },
  emailRequired: boolean,
) {
  const problems: Partial<Record<'name' | 'phone' | 'email', AddressFormProblem>> = {};
  if (blank(values.name)) problems.name = 'contactNameRequired';
  if (blank(values.phone)) problems.phone = 'contactPhoneRequired';
  if (blank(values.email)) {
    if (emailRequired) problems.email = 'emailRequired';
  } else if (!isEmail(values.email!.trim())) problems.email = 'emailInvalid';
  return problems;
}
