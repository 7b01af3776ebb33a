// The employer area: one chunk, loaded on first visit to any employer screen.
export { EmployerAccountSettingsPage } from './account-settings.tsx';
export { EmployerApplicantPage } from './applicant.tsx';
export { EmployerCreateJobConfirmPage } from './create-job-confirm.tsx';
export { EmployerCreateJobPage } from './create-job.tsx';
export { EmployerCreateProfileConfirmPage } from './create-profile-confirm.tsx';
export { EmployerCreateProfilePage } from './create-profile.tsx';
export { EmployerDashboardPage } from './dashboard.tsx';
export { EmployerEditJobPage } from './edit-job.tsx';
export { EmployerEditProfilePage } from './edit-profile.tsx';
export { EmployerJobPage } from './job.tsx';
export { EmployerTeamPage } from './team.tsx';
