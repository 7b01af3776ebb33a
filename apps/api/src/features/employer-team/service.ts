/**
 * A company's team (docs/rules.md#employer-team): the owner invites colleagues by e-mail, who sign
 * up through the link with their e-mail locked and then share the company's jobs, applicants,
 * notes and quotas. Every member reads the team; only the owner invites, withdraws and removes.
 * A removed colleague keeps their account, without a company
 * (docs/decisions/030-employer-team.md).
 */
import {
  AppError,
  type EmployerInvitation,
  type EmployerMember,
  type InviteColleagueRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { memberOfEmployer, ownerOfEmployer } from '../employers/access.ts';
import { selectPendingInvitations, type InvitationRow } from '../invitations/queries.ts';
import { sendInvitation, withdrawScopedInvitation } from '../invitations/service.ts';
import { findUserById } from '../users/queries.ts';
import { deleteColleague, selectTeamMembers, type TeamMemberRow } from './queries.ts';

function toEmployerInvitation(row: InvitationRow): EmployerInvitation {
  return {
    id: row.id,
    employerId: row.employerId ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: iso(row.createdAt),
  };
}

const toMember = (row: TeamMemberRow): EmployerMember => ({
  userId: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role as EmployerMember['role'],
  joinedAt: iso(row.createdAt),
});

export async function inviteColleague(
  ctx: AppContext,
  userId: string,
  employerId: string,
  input: InviteColleagueRequest,
): Promise<EmployerInvitation> {
  const { employer } = await ownerOfEmployer(ctx.db, userId, employerId);
  const inviter = await findUserById(ctx.db, userId);
  const row = await sendInvitation(ctx, {
    invitedByUserId: userId,
    scope: { employerId },
    invitee: input,
    signupPath: '/signup/employer/',
    mail: (url) => ({
      template: 'colleagueInvited',
      data: {
        firstName: input.firstName,
        inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : employer.name,
        companyName: employer.name,
        url: url.toString(),
      },
    }),
  });
  return toEmployerInvitation(row);
}

/** The pending invitations: every member reads them (the owner alone acts on them). */
export async function listColleagueInvitations(
  ctx: AppContext,
  userId: string,
  employerId: string,
): Promise<EmployerInvitation[]> {
  await memberOfEmployer(ctx.db, userId, employerId);
  const rows = await selectPendingInvitations(ctx.db, { employerId });
  return rows.map(toEmployerInvitation);
}

export async function withdrawColleagueInvitation(
  ctx: AppContext,
  userId: string,
  employerId: string,
  invitationId: string,
): Promise<void> {
  await ownerOfEmployer(ctx.db, userId, employerId);
  await withdrawScopedInvitation(ctx.db, { employerId }, invitationId);
}

export async function listTeamMembers(
  ctx: AppContext,
  userId: string,
  employerId: string,
): Promise<EmployerMember[]> {
  await memberOfEmployer(ctx.db, userId, employerId);
  return (await selectTeamMembers(ctx.db, employerId)).map(toMember);
}

/**
 * Takes a colleague off the company. Their access ends with this statement: every employer route
 * looks their membership up on each request. Their notes stay with the company, under their name.
 */
export async function removeTeamMember(
  ctx: AppContext,
  userId: string,
  employerId: string,
  memberId: string,
): Promise<void> {
  await ownerOfEmployer(ctx.db, userId, employerId);
  if (memberId === userId) throw new AppError('InvalidRequest', API_TEXT.employers.ownerStays);
  if (!(await deleteColleague(ctx.db, employerId, memberId)))
    throw new AppError('ResourceNotFound', API_TEXT.employers.memberNotFound);
}
