import { randomUUID } from 'node:crypto';
import { latestMail, signInThroughApi } from '../../support/accounts.ts';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { createEmployerWithProfile, postJob } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { STAFF, staffServerURL } from '../../support/servers.ts';
import { setUpStaffSignIn } from '../../support/staff.ts';

// The staff console's server (its staff accounts are made by the shell before it starts).
test.use({ baseURL: staffServerURL() });

/**
 * A job seeker reports a job; staff unpublish it with a reason; the employer reads the reason on
 * the job's page and job seekers no longer find it (docs/rules.md#job-moderation, decision 037).
 */
test('staff unpublish a reported job: the employer reads why, job seekers no longer find it', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const title = `Forklift driver ${randomUUID().slice(0, 6)}`;
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token, { title });
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);

  // The job seeker reports the job from its page, in their own browser.
  const clientContext = await browser.newContext({
    baseURL: staffServerURL(),
    reducedMotion: 'reduce',
  });
  const clientPage = await clientContext.newPage();
  const clientErrors: string[] = [];
  clientPage.on('console', (message) => {
    if (message.type() === 'error') clientErrors.push(message.text());
  });
  await signInWithSession(clientPage, client);
  await clientPage.goto(`/client/jobs/${job.id}/`);
  await clientPage.getByRole('button', { name: 'Report this job' }).click();
  const report = clientPage.getByRole('dialog', { name: 'Report this job' });
  await report.getByRole('radio', { name: 'Scam' }).check();
  await report.getByRole('textbox', { name: /Comment/ }).fill('They asked me to pay for a badge.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(
    clientPage
      .getByRole('status')
      .filter({ hasText: 'Thank you. Our staff will look at this job.' }),
  ).toBeVisible();

  // Staff find it among the reported posts, with the report's reason and comment.
  await setUpStaffSignIn(page, STAFF.jobs, expectAccessible);
  await page.getByRole('link', { name: 'Job posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job posts' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search by job title or company' });
  await search.getByRole('searchbox').fill(title);
  await search.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('list', { name: 'Job posts' }).getByRole('article', { name: title });
  await expect(card).toContainText(employer.companyName);
  await expect(card).toContainText('1 open report');
  await expect(card).toContainText('Scam');
  await expect(card).toContainText('They asked me to pay for a badge.');
  await expectAccessible(page);

  // Unpublishing asks for the reason the employer is sent.
  const reason = 'Charging applicants a fee is not allowed';
  await card.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = page.getByRole('dialog', { name: `Unpublish “${title}”` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(`“${title}” is unpublished.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No job posts here' })).toBeVisible();

  // The unpublished view shows it with the reason.
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Unpublished' });
  await expect(card).toContainText(`Reason: ${reason}`);
  await expect(card.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expectAccessible(page);

  // The employer is e-mailed, and reads the reason on the job's page.
  await latestMail(page.request, employer.email, 'jobUnpublished');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, employer.email, employer.password);
  await page.goto(`/employer/jobs/${job.id}/`);
  const note = page.getByRole('note').filter({ hasText: 'Staff unpublished this job post' });
  await expect(note).toContainText(`The reason staff gave: ${reason}`);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);

  // The job seeker no longer finds it, in the search or by its link.
  await clientPage.goto('/client/jobs');
  const jobSearch = clientPage.getByRole('search', { name: 'Search jobs' });
  await jobSearch.getByRole('searchbox').fill(title);
  await jobSearch.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    clientPage.getByRole('heading', { name: 'No jobs match your search' }),
  ).toBeVisible();
  await expectAccessible(clientPage);
  await clientPage.goto(`/client/jobs/${job.id}/`);
  await expect(clientPage.getByText('This job is no longer available.')).toBeVisible();
  await expect(clientPage).toHaveURL(/\/client\/jobs$/);
  await expectAccessible(clientPage);
  // The job's page answers 404 now, which the browser logs.
  expect(clientErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  await clientContext.close();
});
