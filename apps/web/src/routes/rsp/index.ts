// The reentry service provider area: one chunk, loaded on first visit to any rsp screen.
export { RspAccountSettingsPage } from './account-settings.tsx';
export { RspAddCaseManagerPage } from './add-case-manager.tsx';
export { RspCaseManagersPage } from './case-managers.tsx';
export { RspClientPage } from './client.tsx';
export { RspClientsPage } from './clients.tsx';
export { RspCreateProfilePage } from './create-profile.tsx';
export { RspEditCaseManagerPage } from './edit-case-manager.tsx';
export { RspDesktopOnlyLayout } from './desktop-only-layout.tsx';
export { RspReportsPage } from './reports.tsx';
export { RspNoticesPage } from './notices.tsx';
