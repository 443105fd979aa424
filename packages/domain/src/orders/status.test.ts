import { describe, expect, it } from 'vitest';
import {
  operatorMoves,
  canTransition,
  HISTORY_STATUSES,
  nextForwardStatus,
  ORDER_STATUSES,
  ORDER_STATUS_MESSAGES,
  RUNNING_STATUSES,
  trackingStep,
  transitionRejection,
  type OrderStatus,
} from './status.ts';
import { loyaltyPointsEarned, pointConversionTerms, pointsToMoney, refundAmount } from './amounts.ts';

const delivery = { orderType: 'delivery' } as const;
const takeAway = { orderType: 'take_away' } as const;

describe('order statuses (reference §5.3)', () => {
  it('history is delivered, canceled, failed and the refund states; every other status is running', () => {
    expect([...HISTORY_STATUSES].sort()).toEqual([
      'canceled',
      'delivered',
      'failed',
      'refund_request_canceled',
      'refund_requested',
      'refunded',
    ]);
    expect([...RUNNING_STATUSES].sort()).toEqual([
      'accepted',
      'confirmed',
      'handover',
      'pending',
      'picked_up',
      'processing',
    ]);
    expect(HISTORY_STATUSES.length + RUNNING_STATUSES.length).toBe(ORDER_STATUSES.length);
  });
});

describe('kitchen to door: pending → confirmed → processing → handover → picked_up → delivered', () => {
  const path: OrderStatus[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
  it('the operator and the simulator move a delivery order one step at a time', () => {
    for (let i = 0; i < path.length - 1; i++) {
      expect(canTransition(path[i], path[i + 1], { actor: 'operator', ...delivery })).toBe(true);
      expect(canTransition(path[i], path[i + 1], { actor: 'simulator', ...delivery })).toBe(true);
      expect(nextForwardStatus(path[i], 'delivery')).toBe(path[i + 1]);
    }
    expect(nextForwardStatus('delivered', 'delivery')).toBeNull();
  });
  it('steps cannot be skipped or walked back', () => {
    expect(transitionRejection('pending', 'delivered', { actor: 'operator', ...delivery })).toEqual({
      code: 'order_status',
      message: ORDER_STATUS_MESSAGES.notAllowed,
    });
    expect(canTransition('processing', 'confirmed', { actor: 'operator', ...delivery })).toBe(false);
    expect(canTransition('handover', 'delivered', { actor: 'operator', ...delivery })).toBe(false);
  });
  it('a take-away order is delivered at the counter, straight from handover', () => {
    expect(canTransition('handover', 'delivered', { actor: 'operator', ...takeAway })).toBe(true);
    expect(canTransition('handover', 'picked_up', { actor: 'operator', ...takeAway })).toBe(false);
    expect(nextForwardStatus('handover', 'take_away')).toBe('delivered');
  });
  it('a parcel has nothing to prepare: confirmed → handover at the sender → picked_up → delivered (issue 18)', () => {
    const parcel = { orderType: 'parcel' } as const;
    const steps: OrderStatus[] = ['pending', 'confirmed', 'handover', 'picked_up', 'delivered'];
    for (let i = 0; i < steps.length - 1; i++) {
      expect(canTransition(steps[i], steps[i + 1], { actor: 'simulator', ...parcel })).toBe(true);
      expect(nextForwardStatus(steps[i], 'parcel')).toBe(steps[i + 1]);
    }
    expect(canTransition('confirmed', 'processing', { actor: 'operator', ...parcel })).toBe(false);
    expect(canTransition('confirmed', 'handover', { actor: 'operator', ...delivery })).toBe(false);
    expect(canTransition('pending', 'canceled', { actor: 'customer', ...parcel })).toBe(true);
    expect(canTransition('confirmed', 'canceled', { actor: 'customer', ...parcel })).toBe(false);
  });
  it('an accepted order (a delivery person took it) goes on to confirmed or processing', () => {
    expect(canTransition('pending', 'accepted', { actor: 'operator', ...delivery })).toBe(true);
    expect(canTransition('accepted', 'processing', { actor: 'operator', ...delivery })).toBe(true);
    expect(nextForwardStatus('accepted', 'delivery')).toBe('processing');
  });
  it('the customer cannot move an order forward', () => {
    expect(canTransition('pending', 'confirmed', { actor: 'customer', ...delivery })).toBe(false);
  });
  it('the simulator never cancels, fails or refunds', () => {
    for (const to of ['canceled', 'failed', 'refunded'] as const)
      expect(canTransition('pending', to, { actor: 'simulator', ...delivery })).toBe(false);
  });
});

describe('cancel', () => {
  it('a customer cancels a pending or failed order only, else "You can not cancel after confirm"', () => {
    expect(canTransition('pending', 'canceled', { actor: 'customer', ...delivery })).toBe(true);
    expect(canTransition('failed', 'canceled', { actor: 'customer', ...delivery })).toBe(true);
    for (const from of ['accepted', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const) {
      expect(transitionRejection(from, 'canceled', { actor: 'customer', ...delivery })).toEqual({
        code: 'order',
        message: 'You can not cancel after confirm',
      });
    }
  });
  it('cancelling a canceled order says it already is', () => {
    expect(transitionRejection('canceled', 'canceled', { actor: 'customer', ...delivery })?.message).toBe(
      ORDER_STATUS_MESSAGES.alreadyInStatus,
    );
  });
  it('the operator cancels until the order is picked up', () => {
    expect(canTransition('handover', 'canceled', { actor: 'operator', ...delivery })).toBe(true);
    expect(canTransition('picked_up', 'canceled', { actor: 'operator', ...delivery })).toBe(false);
  });
  it('a canceled order never changes again', () => {
    expect(transitionRejection('canceled', 'pending', { actor: 'customer', ...delivery })?.message).toBe(
      ORDER_STATUS_MESSAGES.finished,
    );
    expect(transitionRejection('canceled', 'confirmed', { actor: 'operator', ...delivery })?.message).toBe(
      ORDER_STATUS_MESSAGES.finished,
    );
  });
});

describe('payments and refunds', () => {
  it('a payment result confirms or fails a pending order; a payment after a failed attempt confirms it', () => {
    expect(canTransition('pending', 'confirmed', { actor: 'payment', ...delivery })).toBe(true);
    expect(canTransition('failed', 'confirmed', { actor: 'payment', ...delivery })).toBe(true);
    expect(canTransition('failed', 'confirmed', { actor: 'operator', ...delivery })).toBe(false);
    expect(canTransition('pending', 'failed', { actor: 'payment', ...delivery })).toBe(true);
    expect(canTransition('confirmed', 'failed', { actor: 'payment', ...delivery })).toBe(false);
  });
  it('switching to cash on delivery brings a failed order back to pending', () => {
    expect(canTransition('failed', 'pending', { actor: 'customer', ...delivery })).toBe(true);
    expect(canTransition('canceled', 'pending', { actor: 'customer', ...delivery })).toBe(false);
  });
  it('a refund is requested by the customer after delivery and decided by the operator', () => {
    expect(canTransition('delivered', 'refund_requested', { actor: 'customer', ...delivery })).toBe(true);
    expect(canTransition('picked_up', 'refund_requested', { actor: 'customer', ...delivery })).toBe(false);
    expect(canTransition('refund_requested', 'refunded', { actor: 'operator', ...delivery })).toBe(true);
    expect(canTransition('refund_requested', 'refund_request_canceled', { actor: 'operator', ...delivery })).toBe(true);
    expect(canTransition('refund_requested', 'refunded', { actor: 'customer', ...delivery })).toBe(false);
  });
  it('refund amount = order amount − delivery charge − tips, never negative', () => {
    expect(refundAmount({ orderAmount: 12_550, deliveryCharge: 1_000, dmTips: 500 })).toBe(11_050);
    expect(refundAmount({ orderAmount: 1_000, deliveryCharge: 1_000, dmTips: 500 })).toBe(0);
  });
  it('points convert at the exchange rate (0 counts as 1), whole units only, and never fewer points than buy one unit', () => {
    expect(pointConversionTerms(0, 0)).toEqual({ rate: 1, minimum: 1 });
    expect(pointConversionTerms(50, 20)).toEqual({ rate: 50, minimum: 50 });
    expect(pointConversionTerms('10', '100')).toEqual({ rate: 10, minimum: 100 });
    expect(pointsToMoney(105, 10)).toBe(10);
    expect(pointsToMoney(250, 10)).toBe(25);
  });

  it('loyalty points on delivery = floor(order amount × purchase point % / 100)', () => {
    expect(loyaltyPointsEarned(12_550, 2, 5)).toBe(6); // 125.50 × 5 % = 6.275
    expect(loyaltyPointsEarned(20_000, 2, 5)).toBe(10);
    expect(loyaltyPointsEarned(125_500, 3, 10)).toBe(12);
    expect(loyaltyPointsEarned(20_000, 2, 0)).toBe(0);
  });
});

describe('tracking stepper (client contract §7)', () => {
  it('pending 1, confirmed 2, processing and handover 3, picked up 4, delivered 5, others 0', () => {
    expect(
      [
        'pending',
        'confirmed',
        'accepted',
        'processing',
        'handover',
        'picked_up',
        'delivered',
        'canceled',
        'failed',
      ].map((s) => trackingStep(s as OrderStatus)),
    ).toEqual([1, 2, 2, 3, 3, 4, 5, 0, 0]);
  });
});

describe('operator moves (the console’s buttons)', () => {
  it('offers exactly the moves the machine allows the operator', () => {
    expect(operatorMoves('pending', 'delivery')).toEqual(['confirmed', 'accepted', 'canceled']);
    expect(operatorMoves('handover', 'delivery')).toEqual(['picked_up', 'canceled']);
    expect(operatorMoves('handover', 'take_away')).toEqual(['delivered', 'canceled']);
    expect(operatorMoves('picked_up', 'delivery')).toEqual(['delivered']);
    expect(operatorMoves('refund_requested', 'delivery')).toEqual(['refunded', 'refund_request_canceled']);
    expect(operatorMoves('delivered', 'delivery')).toEqual([]);
    for (const from of ['pending', 'confirmed', 'handover', 'picked_up', 'refund_requested'] as const)
      for (const to of operatorMoves(from, 'delivery'))
        expect(transitionRejection(from, to, { actor: 'operator', orderType: 'delivery' })).toBeNull();
  });
});
