import { describe, expect, it } from 'vitest';
import { availableActions, isSettled, normalizeStatus, reachedSteps, statusTone, stepsFor } from './status.ts';

const paid = { paymentMethod: 'digital_payment', paymentStatus: 'paid', signedIn: true, refundActive: true };

describe('tracking stepper', () => {
  it('delivery: placed, confirmed, preparing, on the way, delivered', () => {
    expect(stepsFor('delivery').map((s) => s.key)).toEqual([
      'placed',
      'confirmed',
      'preparing',
      'onTheWay',
      'delivered',
    ]);
  });
  it('take-away: ready for pickup instead of on the way, then picked up', () => {
    expect(stepsFor('take_away').map((s) => s.key)).toEqual(['placed', 'confirmed', 'preparing', 'ready', 'pickedUp']);
    // A parcel has nothing to prepare: its third step is the courier taking it on (handover).
    expect(stepsFor('parcel').map((s) => s.key)).toEqual([
      'placed',
      'confirmed',
      'courierAssigned',
      'onTheWay',
      'delivered',
    ]);
    expect(reachedSteps('handover', 'parcel', { handover: '2026-11-21T09:05:00Z' })).toBe(3);
  });
  it('pending 1, confirmed 2, processing and handover 3, picked up 4, delivered 5 (client contract §7)', () => {
    const steps = (
      ['pending', 'confirmed', 'accepted', 'processing', 'handover', 'picked_up', 'delivered'] as const
    ).map((s) => reachedSteps(s, 'delivery', {}));
    expect(steps).toEqual([1, 2, 2, 3, 3, 4, 5]);
  });
  it('a take-away order at handover is ready for pickup (step 4)', () => {
    expect(reachedSteps('handover', 'take_away', {})).toBe(4);
  });
  it('a canceled order shows the steps it reached before it was canceled', () => {
    expect(
      reachedSteps('canceled', 'delivery', { pending: '2026-01-01T10:00:00Z', confirmed: '2026-01-01T10:05:00Z' }),
    ).toBe(2);
    expect(reachedSteps('canceled', 'delivery', { pending: '2026-01-01T10:00:00Z' })).toBe(1);
  });
  it('refund states come after delivery; a failed payment stops at the first step', () => {
    expect(reachedSteps('refund_requested', 'delivery', {})).toBe(5);
    expect(reachedSteps('failed', 'delivery', {})).toBe(1);
  });
});

describe('statuses', () => {
  it('reads the reference client typo `panding` as pending', () => {
    expect(normalizeStatus('panding')).toBe('pending');
    expect(normalizeStatus('picked_up')).toBe('picked_up');
  });
  it('stops listening once nothing moves by itself', () => {
    expect(
      ['delivered', 'canceled', 'refunded', 'refund_request_canceled'].every((s) => isSettled(normalizeStatus(s))),
    ).toBe(true);
    expect(['pending', 'picked_up', 'failed', 'refund_requested'].some((s) => isSettled(normalizeStatus(s)))).toBe(
      false,
    );
  });
  it('colours what went wrong red, waiting amber, done green', () => {
    expect([
      statusTone('canceled'),
      statusTone('failed'),
      statusTone('pending'),
      statusTone('delivered'),
      statusTone('processing'),
    ]).toEqual(['danger', 'danger', 'warning', 'success', 'info']);
  });
});

describe('order actions', () => {
  it('Cancel only while pending', () => {
    expect(availableActions({ ...paid, status: 'pending' }).cancel).toBe(true);
    for (const status of ['confirmed', 'processing', 'picked_up', 'delivered', 'canceled'] as const)
      expect(availableActions({ ...paid, status }).cancel).toBe(false);
  });
  it('Switch to COD for a failed, unpaid digital payment only', () => {
    expect(availableActions({ ...paid, paymentStatus: 'unpaid', status: 'failed' }).switchToCod).toBe(true);
    expect(
      availableActions({ ...paid, paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid', status: 'failed' })
        .switchToCod,
    ).toBe(false);
    expect(availableActions({ ...paid, paymentStatus: 'unpaid', status: 'pending' }).switchToCod).toBe(false);
  });
  it('Refund Request for a delivered, paid order of a signed-in customer while refunds are on', () => {
    expect(availableActions({ ...paid, status: 'delivered' }).refund).toBe(true);
    expect(availableActions({ ...paid, paymentStatus: 'unpaid', status: 'delivered' }).refund).toBe(false);
    expect(availableActions({ ...paid, signedIn: false, status: 'delivered' }).refund).toBe(false);
    expect(availableActions({ ...paid, refundActive: false, status: 'delivered' }).refund).toBe(false);
    expect(availableActions({ ...paid, status: 'picked_up' }).refund).toBe(false);
  });
  it('Pay now while an unpaid digital payment is due: pending, or failed after an earlier attempt (issue 20)', () => {
    const unpaid = { ...paid, paymentStatus: 'unpaid', dueMinor: 4500 };
    expect(availableActions({ ...unpaid, status: 'pending' }).payNow).toBe(true);
    expect(availableActions({ ...unpaid, status: 'failed' }).payNow).toBe(true);
    expect(availableActions({ ...unpaid, status: 'confirmed' }).payNow).toBe(false);
    expect(availableActions({ ...paid, dueMinor: 4500, status: 'pending' }).payNow).toBe(false);
    expect(availableActions({ ...unpaid, paymentMethod: 'cash_on_delivery', status: 'pending' }).payNow).toBe(false);
  });
});
