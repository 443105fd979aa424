/** Converting points (reference §5.5), as the API counts it: shared by the dialog and the action. */
import { westernDigits } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';

/** Whole points typed (on an Arabic keyboard too), or NaN. */
export function parsePoints(text: string): number {
  const digits = westernDigits(text.trim());
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The first thing wrong with converting `text` points while holding `held`, or null. */
export function conversionProblem(
  text: string,
  held: number,
  terms: { minimum: number },
): { key: MessageKey; min?: number } | null {
  const points = parsePoints(text);
  if (!(points > 0)) return { key: 'loyalty.pointsRequired' };
  if (points < terms.minimum) return { key: 'loyalty.belowMinimum', min: terms.minimum };
  if (points > held) return { key: 'loyalty.notEnough' };
  return null;
}
