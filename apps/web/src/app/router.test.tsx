import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeJob } from '#web/test/client-fixtures.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

/** Who visits a guarded screen: a user of its role, with a profile (or not, on create-profile). */
type As = 'client' | 'client-new' | 'employer' | 'employer-new' | 'rsp' | 'rsp-new' | 'staff';

const JOB = makeJob({ title: 'Line Cook' });

function signIn(as: As | undefined) {
  if (!as) return;
  const users = {
    client: makeUser('client'),
    'client-new': makeUser('client', { hasProfile: false }),
    employer: makeUser('employer'),
    'employer-new': makeUser('employer', { hasProfile: false }),
    rsp: makeUser('rsp'),
    'rsp-new': makeUser('rsp', { hasProfile: false }),
    staff: makeUser('staff'),
  };
  signInAs(mockApi(), users[as]).on('GET', `/api/v1/jobs/${JOB.id}`, json(200, JOB));
}

/** Every screen of docs/product.md with the h1 it shows. */
const SCREENS: [url: string, heading: string, as?: As][] = [
  ['/', 'Skills first. A fair chance at good work.'],
  ['/login/', 'Log In'],
  ['/signup/', 'Sign Up'],
  ['/signup/employer/', 'Employer Sign Up'],
  ['/signup/rsp/?firstName=Ana&invitationId=x', 'Service Provider Sign Up'],
  ['/forgot-password/', 'Forgot Password'],
  ['/reset-password/?token=abc&username=ana%40example.com', 'Reset Password'],
  ['/unsubscribe/abc', 'Job alerts'],
  ['/terms/', 'Terms of Use'],
  ['/privacy/', 'Privacy Policy'],
  ['/job-seekers/', 'For Job Seekers'],
  ['/employers/', 'For Employers'],
  ['/service-providers/', 'For Service Providers'],
  ['/403/', 'Access Denied'],
  ['/client', 'Dashboard', 'client'],
  ['/client/create-profile', 'Create Your Profile', 'client-new'],
  ['/client/jobs', 'Current Opportunities', 'client'],
  ['/client/jobs/', 'Current Opportunities', 'client'],
  // A job the API has (signIn answers it): an unknown one sends the client back to the list.
  [`/client/jobs/${JOB.id}/`, 'Job Details', 'client'],
  ['/client/saved-searches', 'Saved Searches', 'client'],
  ['/client/profile/', 'My Profile', 'client'],
  ['/client/account-settings', 'Account Settings', 'client'],
  ['/client/edit-profile/professionalSummary', 'Edit Professional Summary', 'client'],
  ['/client/edit-profile/offenseHistory', 'Edit Offense History', 'client'],
  ['/client/edit-profile/employmentHistory', 'Edit Employment History', 'client'],
  ['/client/edit-profile/education', 'Edit Education', 'client'],
  ['/client/edit-profile/licenses', 'Edit Licenses / Certifications', 'client'],
  ['/client/edit-profile/personalStrengths', 'Edit Personal Strengths', 'client'],
  ['/client/edit-profile/skills', 'Edit Skills', 'client'],
  ['/client/edit-profile/languages', 'Edit Languages', 'client'],
  ['/client/edit-profile/supportNeeds', 'Edit Support Needs', 'client'],
  ['/employer', 'Dashboard', 'employer'],
  ['/employer/', 'Dashboard', 'employer'],
  ['/employer/create-profile', 'Create Company Profile', 'employer-new'],
  ['/employer/create-profile/confirm/', 'Confirm Company Profile', 'employer-new'],
  ['/employer/edit-profile/', 'My Profile', 'employer'],
  ['/employer/account-settings', 'Account Settings', 'employer'],
  ['/employer/create-job', 'Create Job Posting', 'employer'],
  ['/employer/create-job/confirm/', 'Review Job Posting', 'employer'],
  ['/employer/jobs/job-1/', 'Job Details', 'employer'],
  ['/employer/edit-job/job-1', 'Edit Job', 'employer'],
  ['/employer/jobs/job-1/applicant/application-1', 'Candidate', 'employer'],
  ['/rsp/create-profile', 'Complete Your Profile', 'rsp-new'],
  ['/rsp/case-managers', 'Case Managers', 'rsp'],
  ['/rsp/case-managers/', 'Case Managers', 'rsp'],
  ['/rsp/case-managers/add', 'Add Case Manager', 'rsp'],
  ['/rsp/case-managers/user-1', 'Edit Case Manager', 'rsp'],
  ['/rsp/clients', 'Clients', 'rsp'],
  ['/rsp/account-settings', 'Account Settings', 'rsp'],
  ['/admin/jobs', 'Job posts', 'staff'],
  ['/admin/organizations', 'Organizations', 'staff'],
];

describe('router', () => {
  it.each(SCREENS)('%s shows its h1 and document title', async (url, heading, as) => {
    signIn(as);
    renderApp(url);
    // The first visit to an area loads (and, in tests, transforms) its whole chunk: allow for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/ · FairChance Jobs$/);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each<[string, string, As]>([
    ['/client/create-profile', 'Create Your Profile', 'client-new'],
    ['/employer/create-profile', 'Create Company Profile', 'employer-new'],
    ['/employer/create-profile/confirm', 'Confirm Company Profile', 'employer-new'],
    ['/rsp/create-profile', 'Complete Your Profile', 'rsp-new'],
  ])('%s uses the minimal header (logo only)', async (url, heading, as) => {
    signIn(as);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'FairChance Jobs home' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the full header, signed out, elsewhere', async () => {
    renderApp('/job-seekers/');
    await screen.findByRole('heading', { level: 1, name: 'For Job Seekers' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup/',
    );
    expect(within(header).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it.each<[string, As | undefined]>([
    ['/nowhere', undefined],
    ['/client/nowhere', undefined],
    ['/employer/jobs', 'employer'],
    ['/rsp/nowhere', undefined],
    ['/client/edit-profile', 'client'],
  ])('%s shows the 404 page', async (url, as) => {
    signIn(as);
    renderApp(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · FairChance Jobs');
  });

  it('answers 404 for an edit-profile slug that is not one of the sections', async () => {
    signIn('client');
    renderApp('/client/edit-profile/hobbies');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    // Still inside the layout.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends the reset-password screen to / without a token and a username', async () => {
    const { router } = renderApp('/reset-password/?token=abc');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Skills first. A fair chance at good work.',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends /rsp to the case-managers list', async () => {
    signIn('rsp');
    const { router } = renderApp('/rsp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case Managers' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rsp/case-managers');
  });

  it('keeps the Mobile Coming Soon notice for the editing screens of the rsp area only', async () => {
    signIn('rsp');
    const { router } = renderApp('/rsp/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(screen.queryByRole('heading', { name: 'Mobile Coming Soon' })).not.toBeInTheDocument();

    await act(() => router.navigate('/rsp/case-managers'));
    await screen.findByRole('heading', { level: 1, name: 'Case Managers' });
    expect(screen.getByRole('heading', { name: 'Mobile Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your clients' })).toHaveAttribute(
      'href',
      '/rsp/clients',
    );
  });

  it('has a skip link to the main content and a footer with the year and new-tab legal links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} FairChance Jobs`);
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });
});
