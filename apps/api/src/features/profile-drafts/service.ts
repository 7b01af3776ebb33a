/**
 * The client's onboarding draft (docs/decisions/025-onboarding-drafts.md): the answers so far and
 * the step the wizard is on, for a client who has no profile yet. Only its owner reaches it: the
 * calls name no id, they read the signed-in user's own draft. Creating the profile deletes it
 * (`clients/service.ts`).
 */
import {
  AppError,
  type OnboardingStepId,
  type ProfileDraft,
  type SaveProfileDraftRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import {
  deleteProfileDraft as deleteDraftRow,
  findProfileDraft,
  hasClientProfile,
  lockDraftOwner,
  type ProfileDraftRow,
  upsertProfileDraft,
} from './queries.ts';

function toProfileDraft(row: ProfileDraftRow): ProfileDraft {
  return {
    step: row.step as OnboardingStepId,
    answers: JSON.stringify(row.answers),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in client's draft, or null when there is none (or the profile exists already). */
export async function getProfileDraft(
  ctx: AppContext,
  userId: string,
): Promise<ProfileDraft | null> {
  const row = await findProfileDraft(ctx.db, userId);
  return row ? toProfileDraft(row) : null;
}

/**
 * Replaces the draft with this one. A client whose profile exists has nothing to draft: 409, the
 * same answer as creating the profile twice.
 */
export async function saveProfileDraft(
  ctx: AppContext,
  userId: string,
  draft: SaveProfileDraftRequest,
): Promise<ProfileDraft> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockDraftOwner(tx, userId);
    if (await hasClientProfile(tx, userId)) {
      throw new AppError('ResourceConflict', API_TEXT.clients.profileExists);
    }
    return upsertProfileDraft(tx, { userId, step: draft.step, answers: draft.answers });
  });
  return toProfileDraft(row);
}

/** Forgets the draft; nothing to forget is fine too. */
export async function deleteProfileDraft(ctx: AppContext, userId: string): Promise<void> {
  await deleteDraftRow(ctx.db, userId);
}
