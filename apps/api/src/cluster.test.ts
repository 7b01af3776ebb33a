import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster.ts';

describe('restartDelayMs', () => {
  it('replaces a worker at once after a good run, then backs off to 30 s', () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
  });
});
