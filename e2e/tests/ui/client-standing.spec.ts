import { createClient, signInWithSession } from '../../support/clients.ts';
import {
  apply,
  createApplicant,
  createEmployerWithProfile,
  listApplications,
  postJob,
  setApplicationStatus,
  signIn,
} from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { applyThroughApi } from '../../support/jobs.ts';

/**
 * Where a client stands (issue 14, docs/rules.md#withdrawing, docs/rules.md#eligibility): each
 * application's timeline, withdrawing one (and the employer seeing it withdrawn), and a client who
 * is still incarcerated told when they can apply instead of being given a form.
 */

const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());

test('withdraws an application after an interview request; the employer sees it withdrawn', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  const client = await createApplicant(page.request, 'Rosa');
  await apply(page.request, client.token, job);
  const [application] = await listApplications(
    page.request,
    employer.token,
    employer.employerId,
    job.id,
  );
  expect(
    await setApplicationStatus(
      page.request,
      employer.token,
      employer.employerId,
      application!,
      'interview',
    ),
  ).toBe(200);
  await signInWithSession(page, client);

  // The dashboard: the application with its timeline.
  await page.goto('/client/');
  const applications = page.getByRole('list', { name: 'My Applications' });
  const card = applications.getByRole('article').filter({ hasText: job.title });
  const timeline = card.getByRole('list', { name: 'Where your application stands' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    `Applied ${today()}`,
    `Interview requested ${today()}`,
  ]);
  await expect(card.getByText('Interview', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Withdraw, after a confirmation that says what it means.
  await card.getByRole('button', { name: `Withdraw application: ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toContainText('it still counts toward today’s application limit');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application was withdrawn.' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(timeline.getByRole('listitem')).toHaveText([
    `Applied ${today()}`,
    `Interview requested ${today()}`,
    `Withdrawn ${today()}`,
  ]);
  await expect(card.getByRole('button', { name: /Withdraw application/ })).toHaveCount(0);
  await expectAccessible(page);

  // The job page tells the same.
  await card.getByRole('link', { name: job.title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Applied' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Where your application stands' }).getByRole('listitem'),
  ).toHaveText([`Applied ${today()}`, `Interview requested ${today()}`, `Withdrawn ${today()}`]);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The employer: the candidate, still named (an interview was requested), withdrawn and no
  // longer counted; nothing left to decide.
  const employerContext = await browser.newContext({ reducedMotion: 'reduce' });
  const employerPage = await employerContext.newPage();
  await signIn(employerPage, employer);
  await employerPage.goto(`/employer/jobs/${job.id}/`);
  await expect(employerPage.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(employerPage.getByText('0 applicants')).toBeVisible();
  const row = employerPage.locator('.applicant-row').filter({ hasText: client.fullName });
  await expect(row.getByText('Withdrawn')).toBeVisible();
  await expectAccessible(employerPage);
  await row.getByRole('link').click();
  await expect(
    employerPage.getByRole('heading', { level: 1, name: client.fullName }),
  ).toBeVisible();
  await expect(employerPage.getByText('The candidate withdrew this application.')).toBeVisible();
  await expect(employerPage.getByRole('button', { name: /Hire|Reject/ })).toHaveCount(0);
  await expectAccessible(employerPage);
  const [seen] = await listApplications(
    employerPage.request,
    employer.token,
    employer.employerId,
    job.id,
  );
  expect(seen?.status).toBe('withdrawn');
  await employerContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a client who is incarcerated is told when they can apply, on the job and the dashboard', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  const client = await createClient(page.request, {
    justiceStatus: 'currentlyIncarcerated',
    phone: '(414) 555-0113',
    personalStrengths: ['reliable', 'punctual', 'hardWorking', 'creative', 'problemSolver'],
    facility: 'Other',
    expectedReleasedAt: `${new Date().getFullYear() + 2}-01-15`,
    offenseDrugs: ['possession'],
    timeServed: '1to2',
    stateOrFederal: 'state',
  });
  await signInWithSession(page, client);

  await page.goto(`/client/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('You can apply once you are released.');
  await expect(notice).toContainText('Until then, you can browse jobs and get your profile ready.');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/client/');
  await expect(page.getByRole('note')).toContainText('You can apply once you are released');
  await expect(page.getByRole('note')).toContainText('update your justice status in your profile');
  await expectAccessible(page);

  // The server refuses anyway.
  expect(await applyThroughApi(page.request, client.accessToken, job)).toBe(400);
  expect(consoleErrors).toEqual([]);
});
