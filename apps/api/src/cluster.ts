/**
 * Several HTTP worker processes on one port (WEB_CONCURRENCY, PostgreSQL only): node:cluster's
 * primary hands each new connection to a worker in turn. Workers share nothing in memory; every
 * piece of state they share lives in PostgreSQL. The primary serves no request: it has done the
 * one-time work (migrations, providers, demo data) before it forks, then only supervises.
 *
 * Each worker has a slot (0 to N-1) that its replacement inherits; the worker in slot 0 alone runs
 * the background jobs (main.ts), so they run once however many workers there are.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** The environment variable that tells a worker its slot. */
const WORKER_SLOT_ENV = 'FAIRCHANCE_WORKER_SLOT';

/** A worker that dies sooner than this after its start counts as a crash at start (back-off). */
const QUICK_EXIT_MS = 30_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** How long the workers have to finish their requests after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 20_000;

/** 0 for a worker that died after a good run (replace at once), then 1 s, 2 s, 4 s ... 30 s. */
export const restartDelayMs = (quickExits: number) =>
  quickExits === 0 ? 0 : Math.min(1000 * 2 ** (quickExits - 1), RESTART_DELAY_MAX_MS);

export interface ProcessLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** The primary has no Fastify app: it writes the same JSON lines as the workers' logger (pino). */
export function createPrimaryLog(level: string): ProcessLog {
  const threshold = LEVELS[level] ?? LEVELS.info!;
  const hostname = os.hostname();
  const write = (value: number) => (obj: object, msg: string) => {
    if (value < threshold) return;
    const line = { level: value, time: Date.now(), pid: process.pid, hostname, ...obj, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return { info: write(30), warn: write(40), error: write(50) };
}

/** In a worker process: its slot; undefined in the primary or a single process. */
export function workerSlot(): number | undefined {
  if (!cluster.isWorker) return undefined;
  return Number(process.env[WORKER_SLOT_ENV] ?? '0');
}

interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  quickExits: number;
  restart: NodeJS.Timeout | undefined;
}

/**
 * Forks `workers` workers and keeps that many alive: one that dies is replaced, after a growing
 * delay when it keeps dying at start. If no worker ever started listening, the start failed
 * (a port in use, a bad setting): the primary stops and exits 1 instead of retrying. SIGTERM or
 * SIGINT stops the workers gracefully (each closes its server and its pool), then exits 0.
 */
export function runPrimary({ workers, log }: { workers: number; log: ProcessLog }): void {
  const slots: Slot[] = [];
  let hasListened = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.restart = undefined;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork({ [WORKER_SLOT_ENV]: String(index) });
  };
  const slotOf = (worker: Worker) => slots.findIndex((slot) => slot.worker === worker);

  const live = () => slots.filter((slot) => slot.worker && !slot.worker.isDead());
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, 'stopping the workers');
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const running = live();
    if (running.length === 0) process.exit(exitCode);
    for (const slot of running) slot.worker!.process.kill('SIGTERM');
    setTimeout(() => {
      for (const slot of live()) {
        log.warn({ workerPid: slot.worker!.process.pid }, 'worker did not stop in time: killed');
        slot.worker!.process.kill('SIGKILL');
      }
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker) => {
    hasListened = true;
    log.info({ workerPid: worker.process.pid, slot: slotOf(worker) }, 'worker listening');
  });

  cluster.on('exit', (worker, code, signal) => {
    const index = slotOf(worker);
    if (index < 0) return;
    const slot = slots[index]!;
    slot.worker = undefined;
    if (stopping) {
      if (live().length === 0) process.exit(exitCode);
      return;
    }
    const workerPid = worker.process.pid;
    if (!hasListened) {
      log.error({ workerPid, code, signal }, 'a worker failed to start');
      stop('a worker failed to start', 1);
      return;
    }
    slot.quickExits = Date.now() - slot.startedAt < QUICK_EXIT_MS ? slot.quickExits + 1 : 0;
    const delay = restartDelayMs(slot.quickExits);
    log.warn({ workerPid, slot: index, code, signal, restartInMs: delay }, 'worker exited');
    slot.restart = setTimeout(() => fork(index), delay);
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));

  for (let index = 0; index < workers; index += 1) {
    slots.push({ worker: undefined, startedAt: 0, quickExits: 0, restart: undefined });
    fork(index);
  }
  log.info({ workers }, `started ${workers} workers`);
}
