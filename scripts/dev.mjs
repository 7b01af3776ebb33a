#!/usr/bin/env node
/** Development: the API on :3000 (restarting on change) and Vite on :5173 with /api proxied. */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'src/main.ts'], {
    cwd: 'apps/api',
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
