import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import type { RspMembership } from './access.ts';
import { forgetOrganizationFigures, keptFigure } from './kept-figures.ts';

const appWith = (reportCacheSeconds: number) =>
  ({ settings: { reportCacheSeconds } }) as unknown as AppContext;

const owner: RspMembership = { userId: 'u-owner', rspId: 'rsp-a', role: 'owner' };
const member: RspMembership = { userId: 'u-member', rspId: 'rsp-a', role: 'member' };
const otherOwner: RspMembership = { userId: 'u-other', rspId: 'rsp-b', role: 'owner' };

/** A computation that counts its runs and answers the run's number. */
function counter() {
  let runs = 0;
  return {
    compute: () => Promise.resolve({ run: (runs += 1) }),
    get runs() {
      return runs;
    },
  };
}

describe('kept figures', () => {
  it('keeps a figure per organization, viewer and kind, and forgets only the organizations named', async () => {
    const ctx = appWith(60);
    const figures = counter();
    await keptFigure(ctx, owner, 'stats', '', figures.compute);
    await keptFigure(ctx, owner, 'stats', '', figures.compute);
    expect(figures.runs).toBe(1);
    // A member counts only their own clients: never the owner's figure.
    await keptFigure(ctx, member, 'stats', '', figures.compute);
    await keptFigure(ctx, owner, 'report', '2026-01-01|2026-12-31', figures.compute);
    await keptFigure(ctx, otherOwner, 'stats', '', figures.compute);
    expect(figures.runs).toBe(4);

    forgetOrganizationFigures(ctx, 'rsp-a');
    await keptFigure(ctx, owner, 'stats', '', figures.compute);
    await keptFigure(ctx, member, 'stats', '', figures.compute);
    await keptFigure(ctx, otherOwner, 'stats', '', figures.compute);
    expect(figures.runs).toBe(6);
  });

  it('answers but does not keep a figure whose organization changed while it was computed', async () => {
    const ctx = appWith(60);
    await keptFigure(ctx, owner, 'stats', '', () => Promise.resolve({ warm: true }));
    forgetOrganizationFigures(ctx, 'rsp-a');
    let finish!: (figure: { before: boolean }) => void;
    const slow = keptFigure(
      ctx,
      owner,
      'stats',
      '',
      () => new Promise<{ before: boolean }>((resolve) => (finish = resolve)),
    );
    // The change commits and is forgotten before the slower read answers.
    forgetOrganizationFigures(ctx, 'rsp-a');
    finish({ before: true });
    expect(await slow).toEqual({ before: true });
    expect(
      await keptFigure(ctx, owner, 'stats', '', () => Promise.resolve({ after: true })),
    ).toEqual({ after: true });
  });

  it('keeps nothing with REPORT_CACHE_SECONDS=0', async () => {
    const ctx = appWith(0);
    const figures = counter();
    await keptFigure(ctx, owner, 'stats', '', figures.compute);
    await keptFigure(ctx, owner, 'stats', '', figures.compute);
    expect(figures.runs).toBe(2);
  });
});
