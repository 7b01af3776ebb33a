/**
 * Starts the run's servers side by side and stops them at its end (playwright.config.ts's global
 * set-up). Playwright's own `webServer` starts its servers one after another; the staff server's
 * accounts alone take longer than the main server's whole start, so the three start together.
 * Each is a shell command run from the repository's root in a process group of its own, its
 * stderr shown with the run's output; a server that exits or is not healthy within two minutes
 * fails the run before any journey.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerSpec {
  name: string;
  command: string;
  /** Healthy when this answers 2xx. */
  url: string;
  env: Record<string, string>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(spec: ServerSpec, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isHealthy(spec.url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The ${spec.name} server exited (${child.exitCode ?? child.signalCode}).`);
    }
    if (Date.now() > deadline) {
      throw new Error(`The ${spec.name} server was not healthy at ${spec.url} within 2 minutes.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts every server at once; resolves, once all are healthy, to a function that stops them. */
export async function startServers(specs: readonly ServerSpec[]): Promise<() => Promise<void>> {
  const children = specs.map((spec) => {
    const child = spawn(spec.command, {
      cwd: ROOT,
      shell: true,
      detached: true,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) =>
      process.stderr.write(`[${spec.name}] ${chunk.toString()}`),
    );
    return child;
  });
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all(specs.map((spec, index) => waitUntilHealthy(spec, children[index]!)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
