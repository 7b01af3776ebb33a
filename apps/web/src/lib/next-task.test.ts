import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './next-task.ts';

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

describe('whenIdle', () => {
  it("waits for the browser's idle time where there is requestIdleCallback", () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    (requestIdleCallback.mock.calls[0]![0] as () => void)();
    expect(work).toHaveBeenCalledOnce();
  });

  it('else runs after a timer, not in the same task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
  });
});
