/** Items per page of the area's lists. */
export const RSP_PAGE_SIZE = 20;

export type Signal = { signal?: AbortSignal };

const id = encodeURIComponent;

/** The paths of the rsp calls (docs/api.md#endpoints), their ids encoded. */
export const rspPath = (rspId: string) => `/v1/rsp/${id(rspId)}`;
export const accountPath = (rspId: string, userId: string) =>
  `${rspPath(rspId)}/accounts/${id(userId)}`;
export const invitationPath = (rspId: string, invitationId: string) =>
  `${rspPath(rspId)}/invitations/${id(invitationId)}`;
export const rspClientPath = (rspId: string, clientId: string) =>
  `${rspPath(rspId)}/clients/${id(clientId)}`;
export const notePath = (rspId: string, clientId: string, noteId: string) =>
  `${rspClientPath(rspId, clientId)}/notes/${id(noteId)}`;
