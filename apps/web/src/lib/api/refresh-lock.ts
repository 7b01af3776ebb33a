import { CALL_MESSAGES, REFRESH_LOCK_ACQUIRE_MS, REFRESH_LOCK_TRIES } from '@fairchance/shared';

/** docs/web-app.md#errors-and-messages: 'Timed out while attempting to refresh auth token'. */
export class RefreshLockTimeoutError extends Error {
  constructor() {
    super(CALL_MESSAGES.refreshLockTimeout);
    this.name = 'RefreshLockTimeoutError';
  }
}

/** Runs one token refresh at a time across every tab of the app. */
export interface RefreshLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface RefreshLockOptions {
  name?: string;
  /** The Web Locks API; `null` forces the local-storage lock. */
  locks?: LockManager | null | undefined;
  storage?: Storage | undefined;
  acquireMs?: number;
  tries?: number;
  /** A local-storage lock older than this is taken over (its tab crashed or was closed). */
  staleMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface StorageLockEntry {
  id: string;
  expiresAt: number;
}

/**
 * The refresh lock of docs/web-app.md#token-refresh, docs/web-app.md#timing-constants: the Web
 * Locks API where the browser has it, else a lock kept in local storage. Either way a try waits up
 * to 5000 ms for the lock, and after 10 failed tries the refresh gives up with 'Timed out while
 * attempting to refresh auth token'.
 */
export function createRefreshLock(options: RefreshLockOptions = {}): RefreshLock {
  const name = options.name ?? 'fairchance.refresh-lock';
  const locks =
    options.locks === undefined
      ? typeof navigator === 'undefined'
        ? undefined
        : navigator.locks
      : options.locks;
  const acquireMs = options.acquireMs ?? REFRESH_LOCK_ACQUIRE_MS;
  const tries = options.tries ?? REFRESH_LOCK_TRIES;
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;

  if (locks) return webLock(locks, name, acquireMs, tries);
  const storage = options.storage ?? globalThis.localStorage;
  const staleMs = options.staleMs ?? 10_000;
  return storageLock({ storage, name, acquireMs, tries, staleMs, now, sleep, random });
}

function webLock(locks: LockManager, name: string, acquireMs: number, tries: number): RefreshLock {
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), acquireMs);
        let isGranted = false;
        try {
          return await locks.request(name, { mode: 'exclusive', signal: controller.signal }, () => {
            isGranted = true;
            clearTimeout(timer);
            return task();
          });
        } catch (error) {
          // Only a wait that timed out is tried again; a failure of the task itself is its own.
          if (isGranted || !controller.signal.aborted) throw error;
        } finally {
          clearTimeout(timer);
        }
      }
      throw new RefreshLockTimeoutError();
    },
  };
}

function storageLock(config: {
  storage: Storage;
  name: string;
  acquireMs: number;
  tries: number;
  staleMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}): RefreshLock {
  const { storage, name, acquireMs, tries, staleMs, now, sleep, random } = config;

  function read(): StorageLockEntry | null {
    try {
      const raw = storage.getItem(name);
      if (!raw) return null;
      const entry = JSON.parse(raw) as Partial<StorageLockEntry>;
      return typeof entry.id === 'string' && typeof entry.expiresAt === 'number'
        ? { id: entry.id, expiresAt: entry.expiresAt }
        : null;
    } catch {
      return null;
    }
  }

  async function acquire(id: string): Promise<boolean> {
    const deadline = now() + acquireMs;
    for (;;) {
      const held = read();
      if (!held || held.expiresAt <= now()) {
        storage.setItem(name, JSON.stringify({ id, expiresAt: now() + staleMs }));
        // Another tab may have written at the same moment: the last write wins, so look again.
        await sleep(25);
        if (read()?.id === id) return true;
      }
      if (now() >= deadline) return false;
      await sleep(50 + Math.floor(random() * 50));
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const id = `${now()}-${random().toString(36).slice(2)}`;
      for (let attempt = 0; attempt < tries; attempt += 1) {
        if (!(await acquire(id))) continue;
        try {
          return await task();
        } finally {
          if (read()?.id === id) storage.removeItem(name);
        }
      }
      throw new RefreshLockTimeoutError();
    },
  };
}
