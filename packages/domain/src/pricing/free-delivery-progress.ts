/**
 * The cart drawer's free-delivery bar (spec §4): how much more to spend and
 * how far along the customer is, as a rounded percentage clamped to 0–100.
 */
import { clamp, type Minor } from '../money.ts';

export interface FreeDeliveryProgress {
  /** threshold − subtotal, 0 once reached. */
  remaining: Minor;
  /** 0–100, rounded. */
  percent: number;
  reached: boolean;
}

export function freeDeliveryProgress(subtotal: Minor, threshold: Minor): FreeDeliveryProgress | null {
  if (threshold <= 0) return null;
  const remaining = Math.max(0, threshold - subtotal);
  return { remaining, percent: clamp(Math.round((subtotal / threshold) * 100), 0, 100), reached: remaining === 0 };
}
