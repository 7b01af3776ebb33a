/** The paths of a company's team (docs/api.md#endpoints), shared by the team calls. */
const companyPath = (employerId: string) => `/v1/employers/${encodeURIComponent(employerId)}`;

export const teamMembersPath = (employerId: string) => `${companyPath(employerId)}/members`;

export const teamInvitationsPath = (employerId: string) => `${companyPath(employerId)}/invitations`;
