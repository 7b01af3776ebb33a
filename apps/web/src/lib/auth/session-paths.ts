/** The token endpoint and the current user (docs/api.md#endpoints Auth), as the session calls them. */
export const TOKEN_PATH = '/v1/oauth/token';
export const USER_PATH = '/v1/user';
