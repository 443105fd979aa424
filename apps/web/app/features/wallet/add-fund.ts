/** The Add Fund form's rules (spec §5), shared by the dialog and the action. */
import { westernDigits } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';

export const WALLET_PAGE = '/profile?page=wallet';

/** The amount as a number (typed on an Arabic keyboard too: ١٠٠٫٥), or NaN. */
export function parseAmount(amount: string): number {
  const text = westernDigits(amount.trim()).replace('٫', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The first thing wrong with a top-up, in the spec's words, or null. Spec §5: an amount of 0 or less cannot be sent. */
export function addFundProblem(amount: string, method: string): MessageKey | null {
  if (!(parseAmount(amount) > 0)) return 'wallet.amountRequired';
  if (!method.trim()) return 'wallet.methodRequired';
  return null;
}
