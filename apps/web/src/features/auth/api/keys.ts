/** Query keys of the auth area (docs/web-app.md#api-calls); the current user's is in lib/auth. */
export const authKeys = {
  confirmEmailChange: (token: string) => ['email-change', 'confirm', token] as const,
  invitationPreview: (id: string) => ['invitations', id, 'preview'] as const,
  clientCheckIn: (token: string) => ['check-ins', token] as const,
  unsubscribeFromJobAlerts: (token: string) => ['job-alerts', 'unsubscribe', token] as const,
};
