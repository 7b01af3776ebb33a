import type { Area } from '#web/config/paths.ts';
import { paths } from '#web/config/paths.ts';
import type { en } from '#web/i18n/locales/en.ts';

export interface NavItem {
  to: string;
  label: `header.nav.${keyof typeof en.header.nav}`;
  /** Matches only the exact path (for an area's dashboard). */
  isEnd?: boolean;
  /** Shown only to users holding this scope (e.g. the owner-only case managers screen). */
  scope?: string;
}

/** The items a user with these scopes may open. */
export function visibleItems(items: readonly NavItem[], scopes: readonly string[]): NavItem[] {
  return items.filter((item) => !item.scope || scopes.includes(item.scope));
}

/** The menu of each area. */
export const NAVIGATION: Record<Area, readonly NavItem[]> = {
  public: [
    { to: paths.jobSeekers, label: 'header.nav.jobSeekers' },
    { to: paths.employers, label: 'header.nav.employers' },
    { to: paths.serviceProviders, label: 'header.nav.serviceProviders' },
  ],
  client: [
    { to: paths.client.dashboard, label: 'header.nav.dashboard', isEnd: true },
    { to: paths.client.jobs, label: 'header.nav.jobs' },
    { to: paths.client.savedSearches, label: 'header.nav.savedSearches' },
    { to: paths.client.profile, label: 'header.nav.myProfile' },
    { to: paths.client.accountSettings, label: 'header.nav.accountSettings' },
  ],
  employer: [
    { to: paths.employer.dashboard, label: 'header.nav.dashboard', isEnd: true },
    { to: paths.employer.createJob, label: 'header.nav.postJob' },
    { to: paths.employer.editProfile, label: 'header.nav.myProfile' },
    { to: paths.employer.team, label: 'header.nav.team' },
    { to: paths.employer.accountSettings, label: 'header.nav.accountSettings' },
  ],
  rsp: [
    { to: paths.rsp.caseManagers, label: 'header.nav.caseManagers', scope: 'rsp:owner' },
    { to: paths.rsp.clients, label: 'header.nav.clients' },
    { to: paths.rsp.reports, label: 'header.nav.reports' },
    { to: paths.rsp.notices, label: 'header.nav.notices' },
    { to: paths.rsp.accountSettings, label: 'header.nav.accountSettings' },
  ],
  /** The staff console (decision 035). */
  admin: [
    { to: paths.admin.organizations, label: 'header.nav.organizations' },
    { to: paths.admin.employers, label: 'header.nav.employers' },
    { to: paths.admin.users, label: 'header.nav.users' },
    { to: paths.admin.jobs, label: 'header.nav.jobPosts' },
    { to: paths.admin.numbers, label: 'header.nav.numbers' },
    { to: paths.admin.auditLog, label: 'header.nav.auditLog' },
    { to: paths.admin.accountSettings, label: 'header.nav.accountSettings' },
  ],
};
