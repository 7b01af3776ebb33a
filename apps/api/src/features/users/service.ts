/**
 * The account (docs/api.md#endpoints, docs/rules.md#accounts): signing up for each user type, and
 * the signed-in user as the API answers it. Changing the account is account-changes.ts, a new
 * e-mail email-change.ts, a forgotten password reset-requests.ts. Every e-mail is written to the
 * outbox in the transaction of its cause.
 */
import {
  AppError,
  appLanguageOf,
  CALL_TEXT,
  ROLES,
  type AppLanguage,
  type CreateUserRequest,
  type User,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { takeSlot } from '../../lib/rate-limit.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { toEmployer } from '../employers/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toOrganization } from '../organizations/mappers.ts';
import { emailInUse } from './email-change.ts';
import {
  acceptInvitation,
  findUserByEmail,
  findUserWithProfile,
  insertEmployerMember,
  insertRspAccount,
  insertUser,
} from './queries.ts';

const SIGNUP_BUCKET = 'signup:address';

/**
 * Signs a person up. The account's language is the one the sign-up names, else `language` (the
 * route's best match of Accept-Language); its welcome e-mail and later e-mails go in it.
 */
export async function createUser(
  ctx: AppContext,
  input: CreateUserRequest,
  { address, language }: { address: string; language: AppLanguage },
): Promise<User> {
  const allowed = await takeSlot(ctx.db, {
    bucket: SIGNUP_BUCKET,
    key: address,
    limit: ctx.settings.signupsPerAddressPerHour,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
  refuseCommonPassword(input.password, 'password');
  if (await findUserByEmail(ctx.db, input.email)) throw emailInUse();

  const passwordHash = await hashPassword(input.password);
  const accountLanguage = input.language ?? language;
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        type: input.type,
        language: accountLanguage,
      });

      if (input.type === 'rsp') {
        if (input.invitationId) {
          // Joining an organization: the invitation must be pending and made out to this e-mail.
          const rspId = await acceptInvitation(tx, input.invitationId, input.email, 'rsp');
          if (!rspId) {
            throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
          }
          await insertRspAccount(tx, { userId: id, rspId, role: 'member' });
        } else {
          await insertRspAccount(tx, { userId: id, rspId: null, role: 'owner' });
        }
      } else if (input.type === 'employer' && input.invitationId) {
        // Joining a company (docs/rules.md#employer-team): the same checks as an organization's.
        const employerId = await acceptInvitation(tx, input.invitationId, input.email, 'employer');
        if (!employerId) throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
        await insertEmployerMember(tx, { userId: id, employerId, role: 'member' });
      }

      await enqueueMail(tx, {
        template: 'welcome',
        to: input.email,
        language: accountLanguage,
        data: { firstName: input.firstName, url: `${ctx.settings.publicUrl}/login/` },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  return getCurrentUser(ctx, userId);
}

/**
 * Stands for "no session to check" (the answer of a change, whose session was checked before it).
 */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/**
 * The user with the whole profile of its type embedded (docs/api.md#requests-and-answers), in one
 * statement. With the request's `auth`, that statement also checks its session (the route folds the
 * check, see features/auth/authenticate.ts).
 */
export async function getCurrentUser(
  ctx: AppContext,
  userId: string,
  auth?: AuthContext,
): Promise<User> {
  const row = await findUserWithProfile(ctx.db, {
    userId,
    sessionId: auth?.sessionId ?? NO_SESSION,
  });
  if (!row) throw new AppError('Unauthorized', API_TEXT.users.accountGone);
  if (auth) confirmSession(auth, row.isSessionAlive, row.user.language);
  const { user } = row;
  const type = user.type as User['type'];

  let client: User['client'] = null;
  let employer: User['employer'] = null;
  let employerRole: User['employerRole'] = null;
  let rspAccount: User['rspAccount'] = null;
  let scopes: string[] = [type];
  if (type === 'client') {
    if (row.client) client = toClientProfile(row.client, user);
  } else if (type === 'employer') {
    if (row.employer) {
      employer = toEmployer(row.employer);
      employerRole = row.employerRole as NonNullable<User['employerRole']>;
    }
  } else if (row.account) {
    scopes = ['rsp', `rsp:${row.account.role}`];
    rspAccount = {
      rspId: row.account.rspId,
      role: row.account.role as 'owner' | 'member',
      isProfileFilled: row.account.isProfileFilled,
      position: row.account.position as NonNullable<User['rspAccount']>['position'],
      phone: user.phone,
      avatar: user.avatar,
      rsp: row.rsp ? toOrganization(row.rsp) : null,
    };
  }

  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    pendingEmail: row.pendingEmail,
    roles: ROLES.filter((role) => role === type),
    scope: scopes.join(' '),
    type,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    avatar: user.avatar,
    language: appLanguageOf(user.language),
    client,
    employer,
    employerRole,
    rspAccount,
    createdAt: isoOrNull(user.createdAt) ?? undefined,
  };
}
