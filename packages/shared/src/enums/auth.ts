/**
 * Roles, grant types, media kinds (docs/data-model.md, docs/roles-and-permissions.md,
 * docs/api.md#endpoints).
 */

export const ROLES = ['client', 'employer', 'rsp'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  client: 'Job seeker',
  employer: 'Employer',
  rsp: 'Reentry service provider',
};

/**
 * A user's type: one of the roles people sign up as, or `staff`, the platform's operators, whose
 * accounts only the server's shell creates (decision 035). Kept as its own name because the API
 * calls it `type`.
 */
export const USER_TYPES = [...ROLES, 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = { ...ROLE_LABELS, staff: 'Staff' };

export const GRANT_TYPES = ['authorization_code', 'password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export const TOKEN_TYPE = 'Bearer';

export const MEDIA_KINDS = ['avatar', 'image'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  avatar: 'Avatar',
  image: 'Image',
};
