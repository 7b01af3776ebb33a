#!/usr/bin/env node
/**
 * `node scripts/cpu-time.mjs FILE COMMAND [ARGS...]` runs COMMAND, passes on its exit code, and
 * writes to FILE the CPU seconds (user and system) that it and every process under it used, read
 * from /proc/self/stat (Linux; nothing is written elsewhere). scripts/test.mjs runs each step
 * through it, so that a step's CPU is its own even while other steps run beside it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [file, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime: the CPU of waited-for children, in clock ticks of 1/100 s.
    writeFileSync(file, String((Number(fields[13]) + Number(fields[14])) / 100));
  } catch {
    // not Linux: no figure
  }
  process.exit(code ?? (signal ? 1 : 0));
});
