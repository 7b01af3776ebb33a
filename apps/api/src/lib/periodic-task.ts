/**
 * Work the server repeats on a timer (the expiry sweep, the job alerts): run once at start, then
 * every `intervalMs` after the previous run ended, never two runs at once; `stop` waits for the
 * run under way. The work catches and logs its own failures.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly work: () => Promise<void>;
  private readonly intervalMs: number;

  constructor(work: () => Promise<void>, intervalMs: number) {
    this.work = work;
    this.intervalMs = intervalMs;
  }

  start(): void {
    const tick = () => {
      this.running = this.work().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
      });
    };
    this.stopped = false;
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
