import type { User } from '@fairchance/shared';
import { isRspOwner } from '#web/lib/auth/access.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

export interface RspAccountContext {
  user: User;
  /** Null only for an owner who has not created the organization yet (during onboarding). */
  rspId: string | null;
  isOwner: boolean;
}

/**
 * The signed-in rsp user, their organization and whether they own it. The rsp area's guard only
 * lets in an rsp user, so screens under it can rely on there being one.
 */
export function useRspAccount(): RspAccountContext | null {
  const { user } = useAuth();
  if (!user || user.type !== 'rsp') return null;
  return { user, rspId: user.rspAccount?.rspId ?? null, isOwner: isRspOwner(user) };
}
