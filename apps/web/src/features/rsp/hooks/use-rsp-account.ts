import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@fairchance/shared';
import { setNavBadge } from '#web/components/layout/nav-badges.ts';
import { paths } from '#web/config/paths.ts';
import { getNoticesQueryOptions } from '#web/features/rsp/api/get-notices.ts';
import { isRspOwner } from '#web/lib/auth/access.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

export interface RspAccountContext {
  user: User;
  /** Null only for an owner who has not created the organization yet (during onboarding). */
  rspId: string | null;
  isOwner: boolean;
}

/**
 * The person's unread notices beside 'Notices' in the menu, kept fresh while any screen of the
 * area is open (every one of them reads the account here).
 */
function useUnreadNoticesInMenu(rspId: string | null) {
  const unread = useQuery({
    ...getNoticesQueryOptions(rspId ?? '', false),
    enabled: Boolean(rspId),
    select: (notices) => notices.unread,
  });
  useEffect(() => setNavBadge(paths.rsp.notices, unread.data), [unread.data]);
}

/**
 * The signed-in rsp user, their organization and whether they own it. The rsp area's guard only
 * lets in an rsp user, so screens under it can rely on there being one.
 */
export function useRspAccount(): RspAccountContext | null {
  const { user } = useAuth();
  const rspId = user?.type === 'rsp' ? (user.rspAccount?.rspId ?? null) : null;
  useUnreadNoticesInMenu(rspId);
  if (!user || user.type !== 'rsp') return null;
  return { user, rspId, isOwner: isRspOwner(user) };
}
