import { describe, expect, it } from 'vitest';

import { forgetIfFailed, sharedRead } from './shared-read.ts';

describe('a shared read', () => {
  it('serves callers who ask together with one read, and a caller who asks during a read with the next one', async () => {
    let value = 0;
    let reads = 0;
    const pending: (() => void)[] = [];
    const read = sharedRead(async () => {
      reads += 1;
      const seen = value;
      await new Promise<void>((resolve) => pending.push(resolve));
      return seen;
    });
    const first = read();
    value = 1; // written after the first read began: callers from now on must see it
    const second = read();
    const third = read();
    pending.shift()!();
    expect(await first).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending.shift()!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(reads).toBe(2);
  });

  it('passes a failed read on to its callers, and reads again afterwards', async () => {
    let fail = true;
    const read = sharedRead(async () => {
      if (fail) throw new Error('database gone');
      return 7;
    });
    await expect(read()).rejects.toThrow('database gone');
    fail = false;
    expect(await read()).toBe(7);
  });
});

describe('forgetIfFailed', () => {
  it('keeps a read until it fails, and then forgets it only if no other read has taken its place', async () => {
    let kept: Promise<number> | null = null;
    const keep = (reading: Promise<number>) => (kept = forgetIfFailed(reading, () => kept === reading, () => (kept = null)));
    const good = Promise.resolve(1);
    keep(good);
    await good;
    expect(kept).toBe(good);
    const failed = Promise.reject(new Error('database gone'));
    keep(failed);
    await expect(failed).rejects.toThrow('database gone');
    expect(kept).toBeNull();
    // A read that failed after another took its place leaves that one kept.
    let fail!: (error: Error) => void;
    const slow = new Promise<number>((_, reject) => (fail = reject));
    keep(slow);
    const next = Promise.resolve(2);
    keep(next);
    fail(new Error('timed out'));
    await expect(slow).rejects.toThrow('timed out');
    expect(kept).toBe(next);
  });
});
