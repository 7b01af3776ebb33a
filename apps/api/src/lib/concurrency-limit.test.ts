import { describe, expect, it } from 'vitest';
import { AppError } from '@fairchance/shared';
import { ConcurrencyLimiter } from './concurrency-limit.ts';

/** A task that runs until the test ends it, recording when it started. */
function gatedTask(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const gate = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return gate;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimiter', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in arrival order', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 2, queue: 10, retryAfterSeconds: 1 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gatedTask(started, name));
    const results = tasks.map((t) => limiter.run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([limiter.running, limiter.waiting]).toEqual([2, 3]);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // A newcomer waits behind those already in line, even when a place is about to free up.
    const late = gatedTask(started, 'late');
    const lateResult = limiter.run(late.task);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'late']);
    tasks[4]!.finish();
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'd', 'e', 'late']);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });

  it('refuses with 503 and a retry delay once the running places and the queue are full', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 1, queue: 2, retryAfterSeconds: 3 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => gatedTask(started, name));
    const results = tasks.map((t) => limiter.run(t.task));
    expect(limiter.isFull).toBe(true);

    const refused = gatedTask(started, 'refused');
    const error = await limiter.run(refused.task).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ServiceUnavailable', status: 503, retryAfterSeconds: 3 });
    expect(() => limiter.assertRoom()).toThrow(AppError);
    expect(started).not.toContain('refused');

    // Room again as soon as one finishes: the queue moves up by one.
    tasks[0]!.finish();
    await settle();
    expect(limiter.isFull).toBe(false);
    expect(() => limiter.assertRoom()).not.toThrow();
    tasks[1]!.finish();
    tasks[2]!.finish();
    await Promise.all(results);
  });

  it('gives the place back when a task fails, so the next one runs and nothing leaks', async () => {
    const limiter = new ConcurrencyLimiter({ concurrency: 1, queue: 1, retryAfterSeconds: 1 });
    const started: string[] = [];
    const failing = gatedTask(started, 'failing');
    const next = gatedTask(started, 'next');
    const failed = limiter.run(failing.task).catch((e: unknown) => e);
    const nextResult = limiter.run(next.task);
    await settle();
    expect(started).toEqual(['failing']);

    failing.fail(new Error('argon2 failed'));
    expect(await failed).toEqual(new Error('argon2 failed'));
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    expect(await nextResult).toBe('next');
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);

    // A task that throws before returning a promise gives its place back too.
    await expect(
      limiter.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(limiter.running).toBe(0);
  });
});
