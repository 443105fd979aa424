import { describe, expect, it } from 'vitest';
import { createFollowers, sendWhenChanged } from './sse.ts';

/** A read whose answers the test releases by hand, in any order. */
function manualReads() {
  const pending: Array<(value: number) => void> = [];
  return {
    read: () => new Promise<number>((resolve) => pending.push(resolve)),
    answer: (value: number) => pending.shift()?.(value),
    get waiting() {
      return pending.length;
    },
  };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('sendWhenChanged (a live badge never goes backwards nor repeats itself)', () => {
  it('never starts a read while one is running, and reads once more after it', async () => {
    const reads = manualReads();
    const sent: number[] = [];
    const trigger = sendWhenChanged(
      reads.read,
      (v) => sent.push(v),
      () => sent.push(-1),
    );
    trigger();
    trigger();
    trigger();
    expect(reads.waiting).toBe(1);
    reads.answer(1);
    await settle();
    expect(reads.waiting).toBe(1); // the triggers during the read made one more
    reads.answer(2);
    await settle();
    expect(sent).toEqual([1, 2]);
    expect(reads.waiting).toBe(0);
  });

  it('sends nothing when a wake-up brings the same count', async () => {
    const reads = manualReads();
    const sent: number[] = [];
    const trigger = sendWhenChanged(
      reads.read,
      (v) => sent.push(v),
      () => {},
    );
    trigger();
    reads.answer(1);
    await settle();
    trigger();
    reads.answer(1);
    await settle();
    expect(sent).toEqual([1]);
  });

  it('ends the stream when a read fails', async () => {
    let ended = false;
    const trigger = sendWhenChanged(
      () => Promise.reject(new Error('db gone')),
      () => {},
      () => (ended = true),
    );
    trigger();
    await settle();
    expect(ended).toBe(true);
  });
});

describe('createFollowers (open streams of chat and notifications)', () => {
  it('refuses a stream past the cap per customer or in all with 429, and a stopped one frees its place', () => {
    const followers = createFollowers<string>({ total: 3, perKey: 2 });
    const stopA = followers.follow(1, 'a', () => {});
    followers.follow(1, 'b', () => {});
    expect(() => followers.follow(1, 'c', () => {})).toThrow(
      expect.objectContaining({ status: 429, code: 'too_many_streams' }),
    );
    stopA();
    stopA();
    followers.follow(1, 'c', () => {});
    followers.follow(2, 'd', () => {});
    expect(() => followers.follow(null, 'console', () => {})).toThrow(
      expect.objectContaining({ status: 429, code: 'too_many_streams' }),
    );
    expect(followers.of(1)).toEqual(['b', 'c']);
    expect(followers.all()).toEqual(['b', 'c', 'd']);
  });

  it("hands a customer's event to their followers and to those following everyone, and ends all at shutdown", () => {
    const followers = createFollowers<string>({ total: 10, perKey: 10 });
    const ended: string[] = [];
    followers.follow(1, 'mine', () => ended.push('mine'));
    followers.follow(2, 'theirs', () => ended.push('theirs'));
    followers.follow(null, 'console', () => ended.push('console'));
    expect(followers.of(1)).toEqual(['mine', 'console']);
    followers.endAll();
    expect(ended.sort()).toEqual(['console', 'mine', 'theirs']);
  });
});
