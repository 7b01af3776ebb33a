import type { Page } from '@playwright/test';
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

/**
 * Candidates of a job (docs/product.md#employer-screens, docs/rules.md#applicant-order-and-counts,
 * docs/roles-and-permissions.md#cloaking): the list with counts and badges, the cloaked
 * profile, requesting an interview (which uncloaks), hiring, 'not a fit', and the free interview
 * quota.
 */

const row = (page: Page, name: string) => page.locator('.applicant-row').filter({ hasText: name });

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
}

test('reviews candidates: interview, the name appears, hire; not a fit on another', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  const tanya = await createApplicant(page.request, 'Tanya');
  const marcus = await createApplicant(page.request, 'Marcus');
  const lena = await createApplicant(page.request, 'Lena');
  for (const applicant of [tanya, marcus, lena]) await apply(page.request, applicant.token, job);
  await signIn(page, employer);

  await page.goto(`/employer/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'List of Candidates' })).toBeVisible();
  await expect(page.getByText('3 applicants')).toBeVisible();
  // Candidates are numbered by their application until an interview; nobody's real name is in
  // the page.
  for (const label of ['Candidate 1', 'Candidate 2', 'Candidate 3'])
    await expect(row(page, label)).toContainText('Applied today');
  await expect(page.getByText(tanya.fullName)).toHaveCount(0);
  await expectAccessible(page);

  // The cloaked profile.
  await row(page, 'Candidate 1').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByText('Company shown after an interview request')).toBeVisible();
  await expect(page.getByText(tanya.company)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Job Specific Questions' })).toBeVisible();
  await expect(page.getByText('Can you work the day shift?')).toBeVisible();
  await expect(page.getByText('Yes, any day.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Employment History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Offense History|Support Needs/ })).toHaveCount(0);
  await expectAccessible(page);

  // Request Interview uncloaks.
  await page.getByRole('button', { name: 'Request Interview' }).click();
  await expect(page.getByRole('dialog', { name: 'Request an interview?' })).toBeVisible();
  await expectAccessible(page);
  await confirm(page, 'Request an interview?');
  await expect(
    page.getByRole('heading', { level: 1, name: `${tanya.fullName} (Candidate 1)` }),
  ).toBeVisible();
  await expect(page.getByText(tanya.email)).toBeVisible();
  await expect(page.getByText(tanya.company)).toBeVisible();
  await expect(page.getByText('Interview requested!')).toBeVisible();

  // Then hire.
  await page.getByRole('button', { name: 'Hire' }).click();
  await confirm(page, 'Hire this candidate?');
  await expect(page.getByText('Congratulations on your new hire!')).toBeVisible();
  // The hire's fair-chance help opens at once; its advice to e-mail the person is a button.
  const help = page.getByRole('dialog', { name: 'Help that may come with this hire' });
  await help.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(help).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'E-mail the candidate' })).toHaveAttribute(
    'href',
    `mailto:${tanya.email}`,
  );
  await expect(page.getByText('You hired this candidate.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  await page.getByRole('link', { name: `Back to ${job.title}` }).click();
  await expect(row(page, tanya.fullName).getByText('Hired')).toBeVisible();

  // Not a fit on another: the count goes down.
  await row(page, 'Candidate 2').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Not a Fit' }).click();
  await confirm(page, 'Mark as not a fit?');
  await expect(page.getByText('Client successfully marked as not a fit!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate 2' })).toBeVisible();
  await page.getByRole('link', { name: `Back to ${job.title}` }).click();
  await expect(page.getByText('2 applicants')).toBeVisible();
  await expect(row(page, 'Candidate 2').getByText('Not a fit')).toBeVisible();
  await expect(row(page, 'Candidate 3').locator('.status-badge')).toHaveCount(0);
  await expectAccessible(page);

  // The dashboard counts the same way.
  await page.goto('/employer/');
  await expect(
    page.getByRole('listitem').filter({ hasText: job.title }).getByText('2 applicants'),
  ).toBeVisible();
  await expect(page.getByText('2 interview requests left')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a fourth interview request opens the quota modal', async ({ page, expectAccessible }) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  const applicants = [];
  for (const name of ['Ava', 'Cleo', 'Dre', 'Eli'])
    applicants.push(await createApplicant(page.request, name));
  for (const applicant of applicants) await apply(page.request, applicant.token, job);
  // Three interviews use the free uncloaks (docs/rules.md#quotas).
  const applications = await listApplications(
    page.request,
    employer.token,
    employer.employerId,
    job.id,
  );
  const eli = applications.find((application) => application.client.firstName.startsWith('E'));
  for (const application of applications.filter((item) => item !== eli))
    expect(
      await setApplicationStatus(
        page.request,
        employer.token,
        employer.employerId,
        application,
        'interview',
      ),
    ).toBe(200);
  await signIn(page, employer);

  await page.goto(`/employer/jobs/${job.id}/`);
  await expect(page.getByText('4 applicants')).toBeVisible();
  await expect(row(page, applicants[0]!.fullName).getByText('Interview')).toBeVisible();
  // Eli applied fourth.
  await row(page, 'Candidate 4').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Request Interview' }).click();
  await confirm(page, 'Request an interview?');

  const modal = page.getByRole('dialog', { name: 'You have exceeded your free interview quota!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  // Still cloaked: nothing was taken or shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate 4' })).toBeVisible();
  await expect(page.getByText(applicants[3]!.fullName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Interview' })).toBeVisible();
});
