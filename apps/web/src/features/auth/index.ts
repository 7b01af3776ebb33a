/**
 * What the auth feature shares with the other areas: the account settings screen, which the
 * client, employer and rsp areas each show. The rest of features/auth is its own; the linter
 * lets other features and route areas import this file only (ARCHITECTURE.md#apps-web).
 */
export { AccountSettings } from './components/account-settings.tsx';
