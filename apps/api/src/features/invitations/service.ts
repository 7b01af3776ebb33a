/**
 * Invitations (docs/rules.md#invitations): an owner invites a person by e-mail, lists the
 * invitations still pending and withdraws them. An organization's owner invites case managers
 * (here); a company's owner invites colleagues through the same functions
 * (features/employer-team). The link opens the sign-up with the e-mail locked.
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
import type { Database } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailData, MailTemplate } from '../mail/templates.ts';
import { ownerOf } from '../organizations/access.ts';
import { findUserByEmail, findUserLanguage } from '../users/queries.ts';
import {
  findOrganizationName,
  findPendingInvitationInviter,
  insertInvitation,
  type InvitationRow,
  type InvitationScope,
  selectPendingInvitations,
  withdrawPendingInvitation,
} from './queries.ts';

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    rspId: row.rspId ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    createdAt: iso(row.createdAt),
  };
}

const alreadyInvited = () =>
  new AppError('ResourceConflict', API_TEXT.invitations.alreadyInvited, [
    { path: 'email', message: API_TEXT.invitations.alreadyInvited },
  ]);

/** The person invited, as the sign-up link prefills them. */
interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
}

/**
 * Writes the invitation and its e-mail in one transaction. The e-mail may not belong to an account
 * yet (409 on `email`). The invited person has no account, so the e-mail goes in the inviting
 * owner's language; its link opens `signupPath` prefilled, with the invitation's id.
 */
export async function sendInvitation<T extends MailTemplate>(
  ctx: AppContext,
  invitation: {
    invitedByUserId: string;
    scope: InvitationScope;
    invitee: Invitee;
    signupPath: string;
    mail: (url: URL) => { template: T; data: MailData<T> };
  },
): Promise<InvitationRow> {
  const { invitedByUserId, scope, invitee } = invitation;
  if (await findUserByEmail(ctx.db, invitee.email)) throw alreadyInvited();
  const language = appLanguageOf(await findUserLanguage(ctx.db, invitedByUserId));
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertInvitation(tx, {
        ...scope,
        invitedByUserId,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        email: invitee.email,
        phone: invitee.phone ?? null,
      });
      const link = new URL(invitation.signupPath, ctx.settings.publicUrl);
      for (const [key, value] of Object.entries({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        ...(row.phone ? { phone: row.phone } : {}),
        invitationId: row.id,
      })) {
        link.searchParams.set(key, value);
      }
      await enqueueMail(tx, { ...invitation.mail(link), to: row.email, language });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
}

/** Withdraws a pending invitation: 404 when there is none (accepted, withdrawn or another's). */
export async function withdrawScopedInvitation(
  db: Database,
  scope: InvitationScope,
  id: string,
): Promise<void> {
  const withdrawn = await withdrawPendingInvitation(db, scope, id);
  if (!withdrawn) throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
}

export async function inviteCaseManager(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: InviteCaseManagerRequest,
): Promise<Invitation> {
  if (input.rspId !== rspId)
    throw new AppError('InvalidRequest', API_TEXT.invitations.organizationMismatch);
  await ownerOf(ctx.db, userId, rspId);
  const organization = await findOrganizationName(ctx.db, rspId);
  const row = await sendInvitation(ctx, {
    invitedByUserId: userId,
    scope: { rspId },
    invitee: input,
    signupPath: '/signup/rsp/',
    mail: (url) => ({
      template: 'caseManagerInvited',
      data: {
        firstName: input.firstName,
        organizationName: organization?.name ?? '',
        url: url.toString(),
      },
    }),
  });
  return toInvitation(row);
}

export async function listInvitations(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<Invitation[]> {
  await ownerOf(ctx.db, userId, rspId);
  const rows = await selectPendingInvitations(ctx.db, { rspId });
  return rows.map(toInvitation);
}

export async function withdrawInvitation(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
): Promise<void> {
  await ownerOf(ctx.db, userId, rspId);
  await withdrawScopedInvitation(ctx.db, { rspId }, id);
}

/**
 * What the invited sign-up shows before the account exists: the name of the organization or
 * company, for a pending invitation only. The invitation's id, sent only in its e-mail, is the
 * credential; a used or withdrawn one answers as unknown. The link carries no name: a crafted
 * link cannot put one on the sign-up page (decision 030).
 */
export async function getInvitationPreview(
  ctx: AppContext,
  id: string,
): Promise<InvitationPreview> {
  const row = await findPendingInvitationInviter(ctx.db, id);
  if (row?.rspName != null) return { type: 'rsp', name: row.rspName };
  if (row?.employerName != null) return { type: 'employer', name: row.employerName };
  throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
}
