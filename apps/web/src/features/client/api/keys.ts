/** Query keys of the client area (docs/web-app.md#api-calls), said once for all its calls. */
export const clientQueryKeys = {
  all: (clientId: string) => ['clients', clientId] as const,
  profile: (clientId: string) => ['clients', clientId, 'profile'] as const,
  appliedJobs: (clientId: string) => ['clients', clientId, 'jobs'] as const,
  suggestedJobs: (clientId: string) => ['clients', clientId, 'jobs', 'suggested'] as const,
  providers: (clientId: string) => ['clients', clientId, 'providers'] as const,
  /** The onboarding draft, before the profile (and its id) exists: by the user's id. */
  profileDraft: (userId: string) => ['users', userId, 'profile-draft'] as const,
  savedSearches: (clientId: string) => ['clients', clientId, 'saved-searches'] as const,
};

/** The jobs as this client sees them: open to them, with their application's status. */
export const jobQueryKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (search: object) => ['jobs', 'list', search] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

export const organizationDirectoryKeys = {
  search: (q: string) => ['rsp', 'directory', q] as const,
};
