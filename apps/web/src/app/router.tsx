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
import { nextTask } from '#web/lib/next-task.ts';
import { HomePage } from '#web/routes/public/home.tsx';
import { ForbiddenPage } from '#web/routes/public/forbidden.tsx';
import { NotFoundPage } from '#web/routes/public/not-found.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Each screen is its own chunk, fetched the first time it is visited, together with its area's
 * strings (the screen renders once both are there), so a phone downloads the code of the page it
 * opens and not of the whole area (docs/decisions/032-fast-on-a-cheap-phone.md); code that
 * several screens share is split into chunks of its own by the bundler. The home page, the
 * layout and the error pages are in the entry chunk.
 */
function area({
  catalogues = [],
  hasForms = false,
  before,
}: {
  catalogues?: AreaCatalogue[];
  hasForms?: boolean;
  /** Runs when one of its screens starts loading. */
  before?: () => void;
} = {}) {
  return <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    async () => {
      before?.();
      const [module] = await Promise.all([
        load(),
        loadAreaCatalogues(catalogues),
        hasForms ? import('#web/lib/validation-messages.ts') : undefined,
      ]);
      // The screen's modules have just run (its schemas built): it renders in a task of its own
      // (docs/decisions/053-https-and-http2.md).
      await nextTask();
      return { Component: pick(module) };
    };
}

const publicPage = area();
// Sign-in and sign-up end in `login`.
const authPage = area({ catalogues: ['auth'], hasForms: true, before: preloadLogin });
// The sign-in and sign-up forms load their checks (and with them zod) and the sign-in call when
// first used (lib/lazy-resolver.ts, docs/decisions/047-lean-sign-in.md).
const authFormPage = area({ catalogues: ['auth'] });
// Account settings (the `account` strings) are in the auth catalogue; the rsp area shows clients.
const clientPage = area({ catalogues: ['client', 'auth'], hasForms: true });
const employerPage = area({ catalogues: ['employer', 'auth'], hasForms: true });
const rspPage = area({ catalogues: ['rsp', 'client', 'auth'], hasForms: true });
const adminPage = area({ catalogues: ['admin', 'moderation', 'auth'], hasForms: true });

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
          {
            path: 'login',
            lazy: authFormPage(
              () => import('#web/routes/auth/login.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'login/second-factor',
            lazy: adminPage(
              () => import('#web/routes/auth/second-factor.tsx'),
              (m) => m.SecondFactorPage,
            ),
          },
          {
            path: 'signup',
            lazy: authFormPage(
              () => import('#web/routes/auth/signup.tsx'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'signup/employer',
            lazy: authFormPage(
              () => import('#web/routes/auth/signup-employer.tsx'),
              (m) => m.SignupEmployerPage,
            ),
          },
          {
            path: 'signup/rsp',
            lazy: authFormPage(
              () => import('#web/routes/auth/signup-rsp.tsx'),
              (m) => m.SignupRspPage,
            ),
          },
          {
            path: 'forgot-password',
            lazy: authPage(
              () => import('#web/routes/auth/forgot-password.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: authPage(
              () => import('#web/routes/auth/reset-password.tsx'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'confirm-email',
            lazy: authPage(
              () => import('#web/routes/auth/confirm-email.tsx'),
              (m) => m.ConfirmEmailPage,
            ),
          },
          {
            path: 'unsubscribe/:token',
            lazy: authPage(
              () => import('#web/routes/auth/unsubscribe.tsx'),
              (m) => m.UnsubscribePage,
            ),
          },
          {
            path: 'check-in/:token',
            lazy: authPage(
              () => import('#web/routes/auth/check-in.tsx'),
              (m) => m.CheckInPage,
            ),
          },
          {
            path: 'terms',
            lazy: publicPage(
              () => import('#web/routes/public/terms.tsx'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: 'privacy',
            lazy: publicPage(
              () => import('#web/routes/public/privacy.tsx'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'job-seekers',
            lazy: publicPage(
              () => import('#web/routes/public/job-seekers.tsx'),
              (m) => m.JobSeekersPage,
            ),
          },
          {
            path: 'employers',
            lazy: publicPage(
              () => import('#web/routes/public/employers.tsx'),
              (m) => m.EmployersPage,
            ),
          },
          {
            path: 'service-providers',
            lazy: publicPage(
              () => import('#web/routes/public/service-providers.tsx'),
              (m) => m.ServiceProvidersPage,
            ),
          },
          { path: '403', Component: ForbiddenPage },
          {
            path: 'client',
            children: [
              {
                element: <RequireAuth role="client" profile="absent" />,
                children: [
                  {
                    path: 'create-profile',
                    lazy: clientPage(
                      () => import('#web/routes/client/create-profile.tsx'),
                      (m) => m.ClientCreateProfilePage,
                    ),
                  },
                ],
              },
              {
                element: <RequireAuth role="client" />,
                children: [
                  {
                    index: true,
                    lazy: clientPage(
                      () => import('#web/routes/client/dashboard.tsx'),
                      (m) => m.ClientDashboardPage,
                    ),
                  },
                  {
                    path: 'jobs',
                    lazy: clientPage(
                      () => import('#web/routes/client/jobs.tsx'),
                      (m) => m.ClientJobsPage,
                    ),
                  },
                  {
                    path: 'jobs/:id',
                    lazy: clientPage(
                      () => import('#web/routes/client/job.tsx'),
                      (m) => m.ClientJobPage,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: clientPage(
                      () => import('#web/routes/client/profile.tsx'),
                      (m) => m.ClientProfilePage,
                    ),
                  },
                  {
                    path: 'saved-searches',
                    lazy: clientPage(
                      () => import('#web/routes/client/saved-searches.tsx'),
                      (m) => m.ClientSavedSearchesPage,
                    ),
                  },
                  {
                    path: 'account-settings',
                    lazy: clientPage(
                      () => import('#web/routes/client/account-settings.tsx'),
                      (m) => m.ClientAccountSettingsPage,
                    ),
                  },
                  {
                    path: 'edit-profile/:slug',
                    loader: requireEditProfileSlug,
                    lazy: clientPage(
                      () => import('#web/routes/client/edit-profile.tsx'),
                      (m) => m.ClientEditProfilePage,
                    ),
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
                    lazy: employerPage(
                      () => import('#web/routes/employer/create-profile.tsx'),
                      (m) => m.EmployerCreateProfilePage,
                    ),
                  },
                  {
                    path: 'create-profile/confirm',
                    lazy: employerPage(
                      () => import('#web/routes/employer/create-profile-confirm.tsx'),
                      (m) => m.EmployerCreateProfileConfirmPage,
                    ),
                  },
                ],
              },
              {
                element: <RequireAuth role="employer" />,
                children: [
                  {
                    index: true,
                    lazy: employerPage(
                      () => import('#web/routes/employer/dashboard.tsx'),
                      (m) => m.EmployerDashboardPage,
                    ),
                  },
                  {
                    path: 'edit-profile',
                    lazy: employerPage(
                      () => import('#web/routes/employer/edit-profile.tsx'),
                      (m) => m.EmployerEditProfilePage,
                    ),
                  },
                  {
                    path: 'account-settings',
                    lazy: employerPage(
                      () => import('#web/routes/employer/account-settings.tsx'),
                      (m) => m.EmployerAccountSettingsPage,
                    ),
                  },
                  {
                    path: 'create-job',
                    lazy: employerPage(
                      () => import('#web/routes/employer/create-job.tsx'),
                      (m) => m.EmployerCreateJobPage,
                    ),
                  },
                  {
                    path: 'team',
                    lazy: employerPage(
                      () => import('#web/routes/employer/team.tsx'),
                      (m) => m.EmployerTeamPage,
                    ),
                  },
                  {
                    path: 'create-job/confirm',
                    lazy: employerPage(
                      () => import('#web/routes/employer/create-job-confirm.tsx'),
                      (m) => m.EmployerCreateJobConfirmPage,
                    ),
                  },
                  {
                    path: 'jobs/:id',
                    lazy: employerPage(
                      () => import('#web/routes/employer/job.tsx'),
                      (m) => m.EmployerJobPage,
                    ),
                  },
                  {
                    path: 'edit-job/:id',
                    lazy: employerPage(
                      () => import('#web/routes/employer/edit-job.tsx'),
                      (m) => m.EmployerEditJobPage,
                    ),
                  },
                  {
                    path: 'jobs/:id/applicant/:applicationId',
                    lazy: employerPage(
                      () => import('#web/routes/employer/applicant.tsx'),
                      (m) => m.EmployerApplicantPage,
                    ),
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
                  {
                    path: 'create-profile',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/create-profile.tsx'),
                      (m) => m.RspCreateProfilePage,
                    ),
                  },
                ],
              },
              {
                element: <RequireAuth role="rsp" />,
                children: [
                  // The area's home is the case-managers list (docs/product.md, after login).
                  { index: true, element: <Navigate to={paths.rsp.caseManagers} replace /> },
                  {
                    path: 'clients',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/clients.tsx'),
                      (m) => m.RspClientsPage,
                    ),
                  },
                  {
                    path: 'clients/:id',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/client.tsx'),
                      (m) => m.RspClientPage,
                    ),
                  },
                  {
                    path: 'reports',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/reports.tsx'),
                      (m) => m.RspReportsPage,
                    ),
                  },
                  {
                    path: 'notices',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/notices.tsx'),
                      (m) => m.RspNoticesPage,
                    ),
                  },
                  {
                    path: 'account-settings',
                    lazy: rspPage(
                      () => import('#web/routes/rsp/account-settings.tsx'),
                      (m) => m.RspAccountSettingsPage,
                    ),
                  },
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
                    lazy: rspPage(
                      () => import('#web/routes/rsp/desktop-only-layout.tsx'),
                      (m) => m.RspDesktopOnlyLayout,
                    ),
                    children: [
                      {
                        path: 'case-managers',
                        lazy: rspPage(
                          () => import('#web/routes/rsp/case-managers.tsx'),
                          (m) => m.RspCaseManagersPage,
                        ),
                      },
                      {
                        path: 'case-managers/add',
                        lazy: rspPage(
                          () => import('#web/routes/rsp/add-case-manager.tsx'),
                          (m) => m.RspAddCaseManagerPage,
                        ),
                      },
                      {
                        path: 'case-managers/:id',
                        lazy: rspPage(
                          () => import('#web/routes/rsp/edit-case-manager.tsx'),
                          (m) => m.RspEditCaseManagerPage,
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // The staff console (decision 035): staff with a recent second factor only. The
            // Organizations and Job posts screens join these children.
            path: 'admin',
            element: <RequireAuth role="staff" profile="any" />,
            children: [
              { index: true, element: <Navigate to={paths.admin.users} replace /> },
              {
                path: 'users',
                lazy: adminPage(
                  () => import('#web/routes/admin/users.tsx'),
                  (m) => m.AdminUsersPage,
                ),
              },
              {
                path: 'employers',
                lazy: adminPage(
                  () => import('#web/routes/admin/employers.tsx'),
                  (m) => m.AdminEmployersPage,
                ),
              },
              {
                path: 'numbers',
                lazy: adminPage(
                  () => import('#web/routes/admin/numbers.tsx'),
                  (m) => m.AdminNumbersPage,
                ),
              },
              {
                path: 'audit-log',
                lazy: adminPage(
                  () => import('#web/routes/admin/audit-log.tsx'),
                  (m) => m.AdminAuditLogPage,
                ),
              },
              {
                path: 'jobs',
                lazy: adminPage(
                  () => import('#web/routes/admin/jobs.tsx'),
                  (m) => m.AdminJobPostsPage,
                ),
              },
              {
                path: 'organizations',
                lazy: adminPage(
                  () => import('#web/routes/admin/organizations.tsx'),
                  (m) => m.AdminOrganizationsPage,
                ),
              },
              {
                path: 'account-settings',
                lazy: adminPage(
                  () => import('#web/routes/admin/account-settings.tsx'),
                  (m) => m.AdminAccountSettingsPage,
                ),
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
