/**
 * Invitations of case managers (docs/rules.md#invitations): the owner invites a person by e-mail,
 * lists the invitations still pending and withdraws them.
 */
import {
  AppError,
  appLanguageOf,
  CALL_TEXT,
  type Invitation,
  type InvitationPreview,
  type InviteCaseManagerRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { ownerOf } from '../organizations/access.ts';
import { findUserByEmail, findUserLanguage } from '../users/queries.ts';
import {
  findOrganizationName,
  findPendingInvitationOrganization,
  insertInvitation,
  type InvitationRow,
  selectPendingInvitations,
  withdrawPendingInvitation,
} from './queries.ts';

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    rspId: row.rspId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.createdAt),
  };
}

const alreadyInvited = () =>
  new AppError('ResourceConflict', API_TEXT.invitations.alreadyInvited, [
    { path: 'email', message: API_TEXT.invitations.alreadyInvited },
  ]);

export async function inviteCaseManager(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: InviteCaseManagerRequest,
): Promise<Invitation> {
  if (input.rspId !== rspId)
    throw new AppError('InvalidRequest', API_TEXT.invitations.organizationMismatch);
  await ownerOf(ctx.db, userId, rspId);
  if (await findUserByEmail(ctx.db, input.email)) throw alreadyInvited();
  const organization = await findOrganizationName(ctx.db, rspId);
  // The invited person has no account yet: the invitation goes in the inviting owner's language.
  const language = appLanguageOf(await findUserLanguage(ctx.db, userId));
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertInvitation(tx, {
        rspId,
        invitedByUserId: userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
      });
      const link = new URL('/signup/rsp/', ctx.settings.publicUrl);
      for (const [key, value] of Object.entries({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        invitationId: row.id,
      })) {
        link.searchParams.set(key, value);
      }
      await enqueueMail(tx, {
        template: 'caseManagerInvited',
        to: row.email,
        language,
        data: {
          firstName: row.firstName,
          organizationName: organization?.name ?? '',
          url: link.toString(),
        },
      });
      return toInvitation(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
}

export async function listInvitations(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<Invitation[]> {
  await ownerOf(ctx.db, userId, rspId);
  const rows = await selectPendingInvitations(ctx.db, rspId);
  return rows.map(toInvitation);
}

export async function withdrawInvitation(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
): Promise<void> {
  await ownerOf(ctx.db, userId, rspId);
  const withdrawn = await withdrawPendingInvitation(ctx.db, rspId, id);
  if (!withdrawn) throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
}

/**
 * What the invited sign-up shows before the account exists: the organization's name, for a
 * pending invitation only. The invitation's id, sent only in its e-mail, is the credential; a
 * used or withdrawn one answers as unknown.
 */
export async function getInvitationPreview(
  ctx: AppContext,
  id: string,
): Promise<InvitationPreview> {
  const row = await findPendingInvitationOrganization(ctx.db, id);
  if (!row) throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
  return row;
}
