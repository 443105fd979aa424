/**
 * Offline payment methods (bank transfer and the like) as the pages show
 * them: what the business publishes (account details) and what the shopper
 * fills in as the payment's proof. Shared by the checkout, where the method
 * is chosen, and the order page, where the proof is sent or corrected after
 * placing (issue 20).
 */
import type { WireOfflineMethod } from '@souq/api/answers';
import { settingOn as on } from '@souq/domain';

export interface OfflineMethod {
  id: number;
  name: string;
  /** What the business shows (account number, …). */
  details: { label: string; value: string }[];
  /** What the shopper fills in. */
  inputs: { name: string; placeholder: string; required: boolean }[];
}

export const OFFLINE_METHODS_PATH = '/offline_payment_method_list';

/** A configured field name ("sender_name") as a label; the business names its fields in one language. */
export const fieldLabel = (name: string) => name.replaceAll('_', ' ');

export function toOfflineMethod(m: WireOfflineMethod): OfflineMethod {
  return {
    id: m.id,
    name: m.method_name,
    details: (m.method_fields ?? []).map((f) => ({ label: fieldLabel(f.input_name), value: f.input_data })),
    inputs: (m.method_informations ?? []).map((f) => ({
      name: f.customer_input,
      placeholder: f.customer_placeholder,
      required: on(f.is_required),
    })),
  };
}
