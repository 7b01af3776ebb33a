import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });

  it('else goes on after a zero-delay timer: in a later task, not in the same one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('after the pause'));
    await Promise.resolve();
    await Promise.resolve();
    // Microtasks alone do not get past it.
    expect(order).toEqual([]);
    await resumed;
    expect(order).toEqual(['after the pause']);
  });
});
