import { toMinor } from '@souq/domain';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from '../catalog/format.ts';

/** Wallet amounts as the API gives them (major units), in the page's language and currency. */
export function useMoney(): (amount: number) => string {
  const format = useFormat();
  const { config } = useRootData();
  return (amount) => format.money(toMinor(amount, config.digit_after_decimal_point ?? 2));
}
