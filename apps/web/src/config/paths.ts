/**
 * Canonical URLs of every screen (docs/product.md). The router accepts each with or without a
 * trailing slash; links use these spellings.
 */
export const EDIT_PROFILE_SLUGS = [
  'professionalSummary',
  // The client's statement in their own words (docs/decisions/026-fair-chance-help.md).
  'statement',
  'offenseHistory',
  'employmentHistory',
  'education',
  'licenses',
  'personalStrengths',
  'skills',
  'languages',
  'supportNeeds',
  // Also (docs/decisions/013-client-address-and-diversity-edit.md): the address and the diversity
  // answers, which the
  // wizard asks and a client must be able to change.
  'address',
  'diversity',
  // The reentry service provider, to choose, change or drop at any time (docs/rules.md#provider-links).
  'provider',
] as const;

export type EditProfileSlug = (typeof EDIT_PROFILE_SLUGS)[number];

export function isEditProfileSlug(value: string | undefined): value is EditProfileSlug {
  return (EDIT_PROFILE_SLUGS as readonly (string | undefined)[]).includes(value);
}

export const paths = {
  home: '/',
  login: '/login/',
  signup: '/signup/',
  signupEmployer: '/signup/employer/',
  signupRsp: '/signup/rsp/',
  forgotPassword: '/forgot-password/',
  resetPassword: '/reset-password/',
  confirmEmail: '/confirm-email/',
  terms: '/terms/',
  privacy: '/privacy/',
  jobSeekers: '/job-seekers/',
  employers: '/employers/',
  serviceProviders: '/service-providers/',
  forbidden: '/403/',
  /** A staff sign-in's second step: set up the authenticator app, or type its code (decision 035). */
  secondFactor: '/login/second-factor/',
  /** The staff console (decision 035). */
  admin: {
    home: '/admin',
    organizations: '/admin/organizations',
    employers: '/admin/employers',
    users: '/admin/users',
    jobs: '/admin/jobs',
    numbers: '/admin/numbers',
    auditLog: '/admin/audit-log',
    accountSettings: '/admin/account-settings',
  },
  client: {
    dashboard: '/client',
    createProfile: '/client/create-profile',
    jobs: '/client/jobs',
    job: (id: string) => `/client/jobs/${encodeURIComponent(id)}/`,
    savedSearches: '/client/saved-searches',
    profile: '/client/profile/',
    accountSettings: '/client/account-settings',
    editProfile: (slug: EditProfileSlug) => `/client/edit-profile/${slug}`,
  },
  employer: {
    dashboard: '/employer',
    createProfile: '/employer/create-profile',
    createProfileConfirm: '/employer/create-profile/confirm/',
    editProfile: '/employer/edit-profile/',
    accountSettings: '/employer/account-settings',
    team: '/employer/team',
    createJob: '/employer/create-job',
    createJobConfirm: '/employer/create-job/confirm/',
    job: (id: string) => `/employer/jobs/${encodeURIComponent(id)}/`,
    editJob: (id: string) => `/employer/edit-job/${encodeURIComponent(id)}`,
    /**
     * A candidate, by application: the client's id would link their applications (decision 014).
     */
    applicant: (id: string, applicationId: string) =>
      `/employer/jobs/${encodeURIComponent(id)}/applicant/${encodeURIComponent(applicationId)}`,
  },
  rsp: {
    createProfile: '/rsp/create-profile',
    caseManagers: '/rsp/case-managers',
    addCaseManager: '/rsp/case-managers/add',
    caseManager: (id: string) => `/rsp/case-managers/${encodeURIComponent(id)}`,
    clients: '/rsp/clients',
    reports: '/rsp/reports',
    client: (id: string) => `/rsp/clients/${encodeURIComponent(id)}`,
    notices: '/rsp/notices',
    accountSettings: '/rsp/account-settings',
  },
} as const;

export type Area = 'public' | 'client' | 'employer' | 'rsp' | 'admin';

/** The area a path belongs to, by its first segment. */
export function areaOf(pathname: string): Area {
  const first = pathname.split('/')[1];
  return first === 'client' || first === 'employer' || first === 'rsp' || first === 'admin'
    ? first
    : 'public';
}

/** docs/product.md: routes whose path contains create-profile use the minimal header. */
export function isMinimalLayoutPath(pathname: string): boolean {
  return pathname.includes('create-profile');
}
