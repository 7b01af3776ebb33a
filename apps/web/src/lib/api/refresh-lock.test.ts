import { describe, expect, it, vi } from 'vitest';
import { CALL_MESSAGES } from '@fairchance/shared';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { createRefreshLock, RefreshLockTimeoutError } from './refresh-lock.ts';

/** A clock that only moves when the lock sleeps, so a 50 s wait takes no real time. */
function virtualClock() {
  let time = 1_000_000;
  return {
    now: () => time,
    sleep: (ms: number) => {
      time += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('refresh lock in local storage (no Web Locks API)', () => {
  it('runs one task at a time across tabs sharing the storage', async () => {
    const storage = memoryStorage();
    const tabA = createRefreshLock({ locks: null, storage });
    const tabB = createRefreshLock({ locks: null, storage });
    const order: string[] = [];
    let releaseA: () => void = () => {};
    const a = tabA.run(async () => {
      order.push('a starts');
      await new Promise<void>((resolve) => {
        releaseA = resolve;
      });
      order.push('a ends');
    });
    await vi.waitFor(() => expect(order).toEqual(['a starts']));
    const b = tabB.run(() => {
      order.push('b runs');
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['a starts']);
    releaseA();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
    expect(storage.getItem('fairchance.refresh-lock')).toBeNull();
  });

  it('takes over a lock left by a tab that went away', async () => {
    const storage = memoryStorage();
    const clock = virtualClock();
    storage.setItem(
      'fairchance.refresh-lock',
      JSON.stringify({ id: 'crashed-tab', expiresAt: clock.now() - 1 }),
    );
    const lock = createRefreshLock({ locks: null, storage, ...clock });
    await expect(lock.run(() => Promise.resolve('done'))).resolves.toBe('done');
  });

  it("gives up after 10 tries of 5000 ms with 'Timed out while attempting to refresh auth token'", async () => {
    const storage = memoryStorage();
    const clock = virtualClock();
    const start = clock.now();
    storage.setItem(
      'fairchance.refresh-lock',
      JSON.stringify({ id: 'busy-tab', expiresAt: Number.MAX_SAFE_INTEGER }),
    );
    const task = vi.fn(() => Promise.resolve());
    const lock = createRefreshLock({ locks: null, storage, ...clock });
    const error = await lock.run(task).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshLockTimeoutError);
    expect((error as Error).message).toBe(CALL_MESSAGES.refreshLockTimeout);
    expect(task).not.toHaveBeenCalled();
    const waited = clock.now() - start;
    expect(waited).toBeGreaterThanOrEqual(10 * 5000);
    expect(waited).toBeLessThan(11 * 5000);
  });

  it('releases the lock when the task fails', async () => {
    const storage = memoryStorage();
    const lock = createRefreshLock({ locks: null, storage });
    await expect(lock.run(() => Promise.reject(new Error('refresh failed')))).rejects.toThrow(
      'refresh failed',
    );
    expect(storage.getItem('fairchance.refresh-lock')).toBeNull();
  });
});

describe('refresh lock with the Web Locks API', () => {
  /** A LockManager whose lock is either free or held by another tab for good. */
  function fakeLocks(isHeld: boolean) {
    const request = vi.fn(
      (_name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        if (!isHeld) return Promise.resolve(callback(null));
        return new Promise((_resolve, reject) => {
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      },
    );
    return { locks: { request, query: vi.fn() } as unknown as LockManager, request };
  }

  it('runs the task under the named exclusive lock', async () => {
    const { locks, request } = fakeLocks(false);
    const lock = createRefreshLock({ locks, name: 'refresh' });
    await expect(lock.run(() => Promise.resolve(42))).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith(
      'refresh',
      expect.objectContaining({ mode: 'exclusive' }),
      expect.any(Function),
    );
  });

  it('tries 10 times, 5000 ms each, then times out', async () => {
    vi.useFakeTimers();
    try {
      const { locks, request } = fakeLocks(true);
      const lock = createRefreshLock({ locks });
      const result = lock.run(() => Promise.resolve()).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9 * 5000);
      expect(request).toHaveBeenCalledTimes(10);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await result).toBeInstanceOf(RefreshLockTimeoutError);
      expect(request).toHaveBeenCalledTimes(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the task's own failure through without trying again", async () => {
    const { locks, request } = fakeLocks(false);
    const lock = createRefreshLock({ locks });
    await expect(lock.run(() => Promise.reject(new Error('400')))).rejects.toThrow('400');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
