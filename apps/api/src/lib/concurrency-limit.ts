/**
 * Bounds work that would otherwise pile up without limit (password hashing, docs/SECURITY.md):
 * at most `concurrency` tasks run at once, at most `queue` more wait in arrival order, and past
 * that a task is refused at once with 503 and `Retry-After`, instead of waiting behind a storm.
 */
import { AppError } from '@fairchance/shared';

export interface ConcurrencyLimit {
  concurrency: number;
  queue: number;
  /** What a refused caller is told to wait before trying again. */
  retryAfterSeconds: number;
}

export class ConcurrencyLimiter {
  readonly #limit: ConcurrencyLimit;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(limit: ConcurrencyLimit) {
    this.#limit = { ...limit, concurrency: Math.max(1, limit.concurrency) };
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** True when a task started now would be refused. */
  get isFull(): boolean {
    return this.#running >= this.#limit.concurrency && this.#waiting.length >= this.#limit.queue;
  }

  /** Refuses with 503 when full, so a caller can shed load before doing any other work. */
  assertRoom(): void {
    if (this.isFull) {
      throw new AppError('ServiceUnavailable', undefined, undefined, {
        retryAfterSeconds: this.#limit.retryAfterSeconds,
      });
    }
  }

  /** Runs `task` when a place is free; the place is given back however the task ends. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#running < this.#limit.concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    this.assertRoom();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    // The place passes straight to the next in line, so a newcomer cannot jump the queue.
    if (next) next();
    else this.#running -= 1;
  }
}
