/**
 * A delivery address as the storefront shows and edits it (spec §3): saved
 * on the account for signed-in shoppers, or the one address a guest keeps
 * on this device (with an email, spec §6). Also the form's rules (spec §5).
 */
import { addressProblems, contactProblems, type AddressFormProblem } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';
import type { FieldErrors } from '../auth/validation.ts';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface Address {
  /** null: the guest's address on this device. */
  id: number | null;
  type: AddressType;
  label: string;
  address: string;
  lat: number;
  lng: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  road: string;
  house: string;
  floor: string;
  /** Zones the point is in now (checkout offers only addresses a store delivers to). */
  zoneIds: number[];
}

export interface AddressFormValues {
  address: string;
  contactName: string;
  contactPhone: string;
}

/** The form's required fields with the spec's messages: the domain's rule, which the API's address routes answer by too. */
export function checkAddress(values: AddressFormValues): FieldErrors<keyof AddressFormValues> {
  return problemKeys(addressProblems(values));
}

/** The guest's contact (spec §6: name, number and email, the email a valid one): the domain's rule, as the API's. */
export function checkContact(values: { name: string; phone: string; email: string }) {
  return problemKeys(contactProblems(values, true));
}

/** The domain's problem codes as the page's message keys (`addressForm.<code>`, in English and Arabic). */
function problemKeys<F extends string>(problems: Partial<Record<F, AddressFormProblem>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, code] of Object.entries(problems) as [F, AddressFormProblem][])
    errors[field] = `addressForm.${code}`;
  return errors;
}

/** What a card calls the address: its label when it has one (it replaces the type), else the type. */
export function addressTitle(address: Pick<Address, 'type' | 'label'>, t: (key: MessageKey) => string): string {
  return address.label || t(`address.type.${address.type}`);
}

export function toAddressType(value: unknown): AddressType {
  return ADDRESS_TYPES.includes(value as AddressType) ? (value as AddressType) : 'other';
}

/** The same point (the current delivery location is one of the saved addresses). */
export function samePlace(a: { lat: number; lng: number }, b: { lat: number; lng: number } | null): boolean {
  return Boolean(b) && Math.abs(a.lat - b!.lat) < 1e-6 && Math.abs(a.lng - b!.lng) < 1e-6;
}
