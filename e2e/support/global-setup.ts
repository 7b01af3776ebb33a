import { runServers } from './servers.ts';
import { startServers } from './start-servers.ts';

/** Playwright's global set-up: the run's servers, side by side; what it returns stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startServers(runServers());
}
