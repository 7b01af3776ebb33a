import { createContext, use, type ReactNode } from 'react';
import { paths } from '../../config/paths.ts';

/**
 * Session context. This is a stub until sign-in lands: it honestly reports signed-out. The shape
 * is what the header and route guards will read, so the real provider can replace this one.
 */
export type UserType = 'client' | 'employer' | 'rsp';

export interface SessionUser {
  id: string;
  type: UserType | null;
  firstName: string;
  lastName: string;
  avatarUrl?: string | null;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

export interface SessionContextValue {
  session: Session;
  signOut: () => Promise<void>;
}

const signedOut: SessionContextValue = {
  session: { status: 'signedOut', user: null },
  signOut: () => Promise.resolve(),
};

export const SessionContext = createContext<SessionContextValue>(signedOut);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={signedOut}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  return use(SessionContext);
}

/** Where the logo and the after-login redirect lead for a user (SPEC §2). */
export function homePathFor(user: SessionUser | null): string {
  switch (user?.type) {
    case 'client':
      return paths.client.dashboard;
    case 'employer':
      return paths.employer.dashboard;
    case 'rsp':
      return paths.rsp.caseManagers;
    default:
      return paths.home;
  }
}

export function useHomePath(): string {
  return homePathFor(useSession().session.user);
}

export function accountSettingsPathFor(user: SessionUser): string {
  switch (user.type) {
    case 'client':
      return paths.client.accountSettings;
    case 'employer':
      return paths.employer.accountSettings;
    case 'rsp':
      return paths.rsp.accountSettings;
    default:
      return paths.home;
  }
}
