import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RspAreaLayout } from '../components/layout/rsp-area-layout.tsx';
import { isEditProfileSlug, paths } from '../config/paths.ts';
import { HomePage } from '../routes/public/home.tsx';
import { ForbiddenPage } from '../routes/public/forbidden.tsx';
import { NotFoundPage } from '../routes/public/not-found.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Each area is one chunk, fetched the first time one of its screens is visited; the home page,
 * the layout and the error pages are in the entry chunk.
 */
function area<M>(load: () => Promise<M>) {
  return (pick: (module: M) => ComponentType) => async () => ({ Component: pick(await load()) });
}

const publicPage = area(() => import('../routes/public/index.ts'));
const authPage = area(() => import('../routes/auth/index.ts'));
const clientPage = area(() => import('../routes/client/index.ts'));
const employerPage = area(() => import('../routes/employer/index.ts'));
const rspPage = area(() => import('../routes/rsp/index.ts'));

function requireEditProfileSlug({ params }: LoaderFunctionArgs) {
  // React Router turns a thrown data() into a route error response with its status.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!isEditProfileSlug(params.slug)) throw data('Not Found', { status: 404 });
  return null;
}

/**
 * Every screen of SPEC §2. Paths match with or without a trailing slash. Guards (sign-in, role,
 * scopes, missing profile) arrive with the session.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Errors of a screen show inside the layout; the first load of a lazy area shows a spinner.
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageLoader,
        children: [
          { index: true, Component: HomePage },
          { path: 'login', lazy: authPage((m) => m.LoginPage) },
          { path: 'signup', lazy: authPage((m) => m.SignupPage) },
          { path: 'signup/employer', lazy: authPage((m) => m.SignupEmployerPage) },
          { path: 'signup/rsp', lazy: authPage((m) => m.SignupRspPage) },
          { path: 'forgot-password', lazy: authPage((m) => m.ForgotPasswordPage) },
          { path: 'reset-password', lazy: authPage((m) => m.ResetPasswordPage) },
          { path: 'terms', lazy: publicPage((m) => m.TermsPage) },
          { path: 'privacy', lazy: publicPage((m) => m.PrivacyPage) },
          { path: 'job-seekers', lazy: publicPage((m) => m.JobSeekersPage) },
          { path: 'employers', lazy: publicPage((m) => m.EmployersPage) },
          { path: 'service-providers', lazy: publicPage((m) => m.ServiceProvidersPage) },
          { path: '403', Component: ForbiddenPage },
          {
            path: 'client',
            children: [
              { index: true, lazy: clientPage((m) => m.ClientDashboardPage) },
              { path: 'create-profile', lazy: clientPage((m) => m.ClientCreateProfilePage) },
              { path: 'jobs', lazy: clientPage((m) => m.ClientJobsPage) },
              { path: 'jobs/:id', lazy: clientPage((m) => m.ClientJobPage) },
              { path: 'profile', lazy: clientPage((m) => m.ClientProfilePage) },
              { path: 'account-settings', lazy: clientPage((m) => m.ClientAccountSettingsPage) },
              {
                path: 'edit-profile/:slug',
                loader: requireEditProfileSlug,
                lazy: clientPage((m) => m.ClientEditProfilePage),
              },
            ],
          },
          {
            path: 'employer',
            children: [
              { index: true, lazy: employerPage((m) => m.EmployerDashboardPage) },
              { path: 'create-profile', lazy: employerPage((m) => m.EmployerCreateProfilePage) },
              {
                path: 'create-profile/confirm',
                lazy: employerPage((m) => m.EmployerCreateProfileConfirmPage),
              },
              { path: 'edit-profile', lazy: employerPage((m) => m.EmployerEditProfilePage) },
              {
                path: 'account-settings',
                lazy: employerPage((m) => m.EmployerAccountSettingsPage),
              },
              { path: 'create-job', lazy: employerPage((m) => m.EmployerCreateJobPage) },
              {
                path: 'create-job/confirm',
                lazy: employerPage((m) => m.EmployerCreateJobConfirmPage),
              },
              { path: 'jobs/:id', lazy: employerPage((m) => m.EmployerJobPage) },
              { path: 'edit-job/:id', lazy: employerPage((m) => m.EmployerEditJobPage) },
              {
                path: 'jobs/:id/applicant/:clientId',
                lazy: employerPage((m) => m.EmployerApplicantPage),
              },
            ],
          },
          {
            path: 'rsp',
            Component: RspAreaLayout,
            children: [
              // The area's home is the case-managers list (SPEC §2, after login).
              { index: true, element: <Navigate to={paths.rsp.caseManagers} replace /> },
              { path: 'create-profile', lazy: rspPage((m) => m.RspCreateProfilePage) },
              { path: 'case-managers', lazy: rspPage((m) => m.RspCaseManagersPage) },
              { path: 'case-managers/add', lazy: rspPage((m) => m.RspAddCaseManagerPage) },
              { path: 'case-managers/:id', lazy: rspPage((m) => m.RspEditCaseManagerPage) },
              { path: 'clients', lazy: rspPage((m) => m.RspClientsPage) },
              { path: 'account-settings', lazy: rspPage((m) => m.RspAccountSettingsPage) },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
