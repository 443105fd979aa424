import { describe, expect, it } from 'vitest';
import { sendWhenChanged } from './sse.ts';

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
