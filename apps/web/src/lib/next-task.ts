interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser handle what waits (an input, a paint, the network's answers) before going on:
 * what follows runs in a task of its own. `scheduler.yield()` where the browser has it (it
 * resumes ahead of other queued work), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` when the browser has nothing else to do (`requestIdleCallback`, at the latest after
 * `timeout` ms), else after a short timer: for work that must not sit on the way of a render.
 */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(() => work(), { timeout });
  } else {
    setTimeout(work, 1);
  }
}
