/**
 * Where people go (docs/product.md): the route guards' rules, the page after sign-in, the logo's
 * target, and the `return_to` of the sign-in page. Pure functions of the user, so they are tested
 * alone.
 */
import type { UserType } from '@fairchance/shared';
import { paths } from '#web/config/paths.ts';
import { scopesOf } from '#web/lib/api/jwt.ts';

/** The part of the user the rules read (a subset of the shared `User`). */
export interface AccessUser {
  type: UserType;
  scope: string;
  client: unknown;
  employer: unknown;
  rspAccount: { role: 'owner' | 'member'; isProfileFilled: boolean } | null;
}

export const OWNER_SCOPE = 'rsp:owner';

/** Whether the profile of the user's role exists (the same rule as the shared `hasProfile`). */
export function hasRoleProfile(user: AccessUser): boolean {
  switch (user.type) {
    case 'client':
      return user.client !== null && user.client !== undefined;
    case 'employer':
      return user.employer !== null && user.employer !== undefined;
    case 'rsp':
      return user.rspAccount?.isProfileFilled === true;
    case 'staff':
      return true;
  }
}

export function isRspOwner(user: AccessUser): boolean {
  return scopesOf(user.scope).includes(OWNER_SCOPE) || user.rspAccount?.role === 'owner';
}

/** After sign-in: the role's home; an rsp owner the case managers, a member the clients. */
export function homePathFor(user: AccessUser | null): string {
  switch (user?.type) {
    case 'client':
      return paths.client.dashboard;
    case 'employer':
      return paths.employer.dashboard;
    case 'rsp':
      return isRspOwner(user) ? paths.rsp.caseManagers : paths.rsp.clients;
    case 'staff':
      return paths.admin.home;
    default:
      return paths.home;
  }
}

/**
 * The logo leads to the user's area (docs/product.md); the rsp area to its clients, which all may
 * see.
 */
export function logoPathFor(user: Pick<AccessUser, 'type'> | null): string {
  switch (user?.type) {
    case 'client':
      return paths.client.dashboard;
    case 'employer':
      return paths.employer.dashboard;
    case 'rsp':
      return paths.rsp.clients;
    case 'staff':
      return paths.admin.home;
    default:
      return paths.home;
  }
}

export function createProfilePathFor(type: UserType): string {
  return type === 'staff' ? paths.admin.home : paths[type].createProfile;
}

export function accountSettingsPathFor(type: UserType): string {
  return type === 'staff' ? paths.admin.accountSettings : paths[type].accountSettings;
}

/**
 * `return_to` is followed only when it stays on this site: a path that starts with exactly one
 * '/' (not '//host' or '/\host', which browsers treat as another origin), with no control
 * characters, and not the sign-in page itself.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://fairchance.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname.replace(/\/+$/, '') === paths.login.replace(/\/+$/, '')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page, told where to come back to. */
export function loginPathFor(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${paths.login}?return_to=${encodeURIComponent(safe)}` : paths.login;
}

export interface AccessRule {
  role: UserType;
  /** At least one of these scopes is needed (docs/product.md), else `scopeRedirect` or /403/. */
  scopes?: readonly string[];
  /** Where a user without the scopes goes instead of /403/ (owner-only rsp screens). */
  scopeRedirect?: string;
  /**
   * 'required': no profile sends to the create-profile screen. 'absent': the create-profile
   * screen itself, which sends a user who has one home. 'any': no check.
   */
  profile?: 'required' | 'absent' | 'any';
}

/** Where a signed-in user must go instead of this route, or null when they may stay. */
export function accessRedirect(user: AccessUser, rule: AccessRule): string | null {
  if (user.type !== rule.role) return paths.forbidden;
  const profile = rule.profile ?? 'required';
  const hasProfile = hasRoleProfile(user);
  if (profile === 'required' && !hasProfile) return createProfilePathFor(user.type);
  if (profile === 'absent' && hasProfile) return homePathFor(user);
  if (rule.scopes?.length) {
    const scopes = scopesOf(user.scope);
    if (!rule.scopes.some((scope) => scopes.includes(scope))) {
      return rule.scopeRedirect ?? paths.forbidden;
    }
  }
  return null;
}
