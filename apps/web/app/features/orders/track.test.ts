import { describe, expect, it } from 'vitest';
import { checkTrackForm } from './track.ts';
import { orderIdParam, readTracked, trackCookie } from './access.server.ts';
import { ownerQuery } from './orders.server.ts';

describe('Track Order form', () => {
  it('needs an order id of digits and a phone number', () => {
    expect(checkTrackForm('', '')).toEqual({ orderId: 'track.orderIdRequired', phone: 'track.phoneRequired' });
    expect(checkTrackForm('10000x', '+966500000001')).toEqual({ orderId: 'track.orderIdInvalid' });
    expect(checkTrackForm(' 100001 ', '+966 50-000-0001')).toEqual({});
    expect(checkTrackForm('100001', '+966')).toEqual({ phone: 'track.phoneRequired' });
  });
});

describe('who is asking for an order', () => {
  const request = (cookie: string) => new Request('http://shop.test/track-order', { headers: { cookie } });

  it('a signed-in shopper by token only; a guest by guest id, plus the tracked phone', () => {
    expect(ownerQuery({ token: 't', guestId: 'g' }, '+966500000001')).toEqual({});
    expect(ownerQuery({ token: null, guestId: 'g' })).toEqual({ guest_id: 'g' });
    expect(ownerQuery({ token: null, guestId: null }, '+966500000001')).toEqual({ contact_number: '+966500000001' });
  });
  it('the tracked order id and phone ride in an HttpOnly cookie and read back', () => {
    const set = trackCookie({ id: 100001, phone: '+966500000001' }, false);
    expect(set).toContain('HttpOnly');
    expect(readTracked(request(set.split(';')[0]))).toEqual({ id: 100001, phone: '+966500000001' });
    expect(readTracked(request('souq_track=%7Bbroken'))).toBeNull();
    expect(trackCookie(null, false)).toContain('Max-Age=0');
  });
  it('order ids are positive integers', () => {
    expect(orderIdParam('100001')).toBe(100001);
    for (const bad of ['0', '-1', '1e5', 'abc', '', undefined, '1234567890123']) expect(orderIdParam(bad)).toBeNull();
  });
});
