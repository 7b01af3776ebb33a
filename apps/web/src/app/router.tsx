import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { AppLayout } from '#web/components/layout/app-layout.tsx';
import { isEditProfileSlug, paths } from '#web/config/paths.ts';
import { OWNER_SCOPE } from '#web/lib/auth/access.ts';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { preloadLogin } from '#web/lib/auth/session.tsx';
import { loadAreaCatalogues, type AreaCatalogue } from '#web/i18n/index.ts';
import { HomePage } from '#web/routes/public/home.tsx';
import { ForbiddenPage } from '#web/routes/public/forbidden.tsx';
import { NotFoundPage } from '#web/routes/public/not-found.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Each area is one chunk, fetched the first time one of its screens is visited, together with the
 * area's strings (the screen renders once both are there); the home page, the layout and the
 * error pages are in the entry chunk.
 */
function area<M>(
  load: () => Promise<M>,
  { catalogues = [], hasForms = false }: { catalogues?: AreaCatalogue[]; hasForms?: boolean } = {},
) {
  return (pick: (module: M) => ComponentType) => async () => {
    const [module] = await Promise.all([
      load(),
      loadAreaCatalogues(catalogues),
      hasForms ? import('#web/lib/validation-messages.ts') : undefined,
    ]);
    return { Component: pick(module) };
  };
}

const publicPage = area(() => import('#web/routes/public/index.ts'));
const authPage = area(
  () => {
    preloadLogin(); // sign-in and sign-up end in `login`
    return import('#web/routes/auth/index.ts');
  },
  { catalogues: ['auth'], hasForms: true },
);
// Account settings (the `account` strings) are in the auth catalogue; the rsp area shows clients.
const clientPage = area(() => import('#web/routes/client/index.ts'), {
  catalogues: ['client', 'auth'],
  hasForms: true,
});
const employerPage = area(() => import('#web/routes/employer/index.ts'), {
  catalogues: ['employer', 'auth'],
  hasForms: true,
});
const rspPage = area(() => import('#web/routes/rsp/index.ts'), {
  catalogues: ['rsp', 'client', 'auth'],
  hasForms: true,
});

function requireEditProfileSlug({ params }: LoaderFunctionArgs) {
  // React Router turns a thrown data() into a route error response with its status.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!isEditProfileSlug(params.slug)) throw data('Not Found', { status: 404 });
  return null;
}

/**
 * Every screen of docs/product.md. Paths match with or without a trailing slash. The client,
 * employer and rsp areas are guarded (sign-in, role, scopes, missing profile: see
 * lib/auth/access.ts).
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
          { path: 'confirm-email', lazy: authPage((m) => m.ConfirmEmailPage) },
          { path: 'unsubscribe/:token', lazy: authPage((m) => m.UnsubscribePage) },
          { path: 'check-in/:token', lazy: authPage((m) => m.CheckInPage) },
          { path: 'terms', lazy: publicPage((m) => m.TermsPage) },
          { path: 'privacy', lazy: publicPage((m) => m.PrivacyPage) },
          { path: 'job-seekers', lazy: publicPage((m) => m.JobSeekersPage) },
          { path: 'employers', lazy: publicPage((m) => m.EmployersPage) },
          { path: 'service-providers', lazy: publicPage((m) => m.ServiceProvidersPage) },
          { path: '403', Component: ForbiddenPage },
          {
            path: 'client',
            children: [
              {
                element: <RequireAuth role="client" profile="absent" />,
                children: [
                  { path: 'create-profile', lazy: clientPage((m) => m.ClientCreateProfilePage) },
                ],
              },
              {
                element: <RequireAuth role="client" />,
                children: [
                  { index: true, lazy: clientPage((m) => m.ClientDashboardPage) },
                  { path: 'jobs', lazy: clientPage((m) => m.ClientJobsPage) },
                  { path: 'jobs/:id', lazy: clientPage((m) => m.ClientJobPage) },
                  { path: 'profile', lazy: clientPage((m) => m.ClientProfilePage) },
                  { path: 'saved-searches', lazy: clientPage((m) => m.ClientSavedSearchesPage) },
                  {
                    path: 'account-settings',
                    lazy: clientPage((m) => m.ClientAccountSettingsPage),
                  },
                  {
                    path: 'edit-profile/:slug',
                    loader: requireEditProfileSlug,
                    lazy: clientPage((m) => m.ClientEditProfilePage),
                  },
                ],
              },
            ],
          },
          {
            path: 'employer',
            children: [
              {
                // The wizard and its confirmation step, before and while the profile is saved.
                element: <RequireAuth role="employer" profile="any" />,
                children: [
                  {
                    path: 'create-profile',
                    lazy: employerPage((m) => m.EmployerCreateProfilePage),
                  },
                  {
                    path: 'create-profile/confirm',
                    lazy: employerPage((m) => m.EmployerCreateProfileConfirmPage),
                  },
                ],
              },
              {
                element: <RequireAuth role="employer" />,
                children: [
                  { index: true, lazy: employerPage((m) => m.EmployerDashboardPage) },
                  { path: 'edit-profile', lazy: employerPage((m) => m.EmployerEditProfilePage) },
                  {
                    path: 'account-settings',
                    lazy: employerPage((m) => m.EmployerAccountSettingsPage),
                  },
                  { path: 'team', lazy: employerPage((m) => m.EmployerTeamPage) },
                  { path: 'create-job', lazy: employerPage((m) => m.EmployerCreateJobPage) },
                  {
                    path: 'create-job/confirm',
                    lazy: employerPage((m) => m.EmployerCreateJobConfirmPage),
                  },
                  { path: 'jobs/:id', lazy: employerPage((m) => m.EmployerJobPage) },
                  { path: 'edit-job/:id', lazy: employerPage((m) => m.EmployerEditJobPage) },
                  {
                    path: 'jobs/:id/applicant/:applicationId',
                    lazy: employerPage((m) => m.EmployerApplicantPage),
                  },
                ],
              },
            ],
          },
          {
            path: 'rsp',
            children: [
              {
                element: <RequireAuth role="rsp" profile="absent" />,
                children: [
                  { path: 'create-profile', lazy: rspPage((m) => m.RspCreateProfilePage) },
                ],
              },
              {
                element: <RequireAuth role="rsp" />,
                children: [
                  // The area's home is the case-managers list (docs/product.md, after login).
                  { index: true, element: <Navigate to={paths.rsp.caseManagers} replace /> },
                  { path: 'clients', lazy: rspPage((m) => m.RspClientsPage) },
                  { path: 'clients/:id', lazy: rspPage((m) => m.RspClientPage) },
                  { path: 'reports', lazy: rspPage((m) => m.RspReportsPage) },
                  { path: 'notices', lazy: rspPage((m) => m.RspNoticesPage) },
                  { path: 'account-settings', lazy: rspPage((m) => m.RspAccountSettingsPage) },
                ],
              },
              {
                // Owner only (docs/product.md, docs/roles-and-permissions.md): members are sent to
                // the clients list. Editing the case managers asks for a desktop screen.
                element: (
                  <RequireAuth
                    role="rsp"
                    scopes={[OWNER_SCOPE]}
                    scopeRedirect={paths.rsp.clients}
                  />
                ),
                children: [
                  {
                    lazy: rspPage((m) => m.RspDesktopOnlyLayout),
                    children: [
                      { path: 'case-managers', lazy: rspPage((m) => m.RspCaseManagersPage) },
                      {
                        path: 'case-managers/add',
                        lazy: rspPage((m) => m.RspAddCaseManagerPage),
                      },
                      {
                        path: 'case-managers/:id',
                        lazy: rspPage((m) => m.RspEditCaseManagerPage),
                      },
                    ],
                  },
                ],
              },
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
