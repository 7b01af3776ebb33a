/**
 * Who may act in an organization (docs/roles-and-permissions.md#roles-and-scopes): its owner, or a
 * member (case manager). Someone outside the organization is told it does not exist, so one
 * organization never learns about another's data; a member asking for an owner-only action is
 * refused with 403. Case managers, invitations and the organization's clients check with these.
 */
import { AppError } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { Database } from '../../db/client.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { findAccountRole, findAccountRoleAndSession, isOwnMedia } from './queries.ts';

export interface RspMembership {
  userId: string;
  rspId: string;
  role: 'owner' | 'member';
}

export async function membershipIn(
  db: Database,
  userId: string,
  rspId: string,
): Promise<RspMembership> {
  return membershipWith(userId, rspId, await findAccountRole(db, userId, rspId));
}

/** A role read from `rsp_accounts` as a membership; none is 404, as if the organization did not exist. */
function membershipWith(
  userId: string,
  rspId: string,
  role: string | null | undefined,
): RspMembership {
  if (!role) throw new AppError('ResourceNotFound', API_TEXT.organizations.notFound);
  return { userId, rspId, role: role as RspMembership['role'] };
}

/**
 * The signed-in person's membership, with their sign-in checked in the same statement when the
 * request has not checked it yet (routes with `foldsSessionCheck`, auth/authenticate.ts): a dead
 * sign-in answers 401 before anything else, someone outside the organization 404.
 */
export async function membershipOf(
  db: Database,
  auth: AuthContext,
  rspId: string,
): Promise<RspMembership> {
  if (auth.isSessionChecked) return membershipIn(db, auth.userId, rspId);
  const { role, isSessionAlive } = await findAccountRoleAndSession(
    db,
    auth.userId,
    rspId,
    auth.sessionId,
  );
  confirmSession(auth, isSessionAlive);
  return membershipWith(auth.userId, rspId, role);
}

export async function ownerOf(db: Database, userId: string, rspId: string): Promise<RspMembership> {
  const membership = await membershipIn(db, userId, rspId);
  if (membership.role !== 'owner') {
    throw new AppError('Forbidden', API_TEXT.organizations.ownerOnly);
  }
  return membership;
}

/** An image named in a form must be the person's own upload (400 otherwise). */
export async function assertOwnAvatar(
  db: Database,
  userId: string,
  key: string | null | undefined,
): Promise<void> {
  if (!key) return;
  if (!(await isOwnMedia(db, userId, key))) {
    throw new AppError('InvalidRequest', API_TEXT.uploads.uploadFirst, [
      { path: 'avatar', message: API_TEXT.uploads.uploadFirst },
    ]);
  }
}
