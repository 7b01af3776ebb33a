// The client area: one chunk, loaded on first visit to any client screen.
export { ClientAccountSettingsPage } from './account-settings.tsx';
export { ClientCreateProfilePage } from './create-profile.tsx';
export { ClientDashboardPage } from './dashboard.tsx';
export { ClientEditProfilePage } from './edit-profile.tsx';
export { ClientJobPage } from './job.tsx';
export { ClientJobsPage } from './jobs.tsx';
export { ClientProfilePage } from './profile.tsx';
export { ClientSavedSearchesPage } from './saved-searches.tsx';
