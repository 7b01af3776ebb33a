import type { Page } from '@playwright/test';
import {
  createEmployerWithProfile,
  jobPayload,
  postJob,
  signIn,
  uniqueWord,
} from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Posting jobs with the wizard, the job quota, the status toggle and Edit Job
 * (docs/product.md#employer-wizards, docs/rules.md#job-statuses, docs/rules.md#quotas).
 */

async function next(page: Page, name = 'Next') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

async function fillDetails(page: Page, title: string, typeOfWork: string) {
  await expect(stepHeading(page, 'Job details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Job title' }).fill(title);
  await page.getByRole('textbox', { name: 'Department' }).fill('Kitchen');
  await page
    .getByRole('textbox', { name: 'Job description' })
    .fill('Prepare meals for our lunch crowd. Applicants must pass a background check.');
  // The wording is allowed, with a suggestion.
  await expect(page.getByText(/Mentioning a background check is fine/)).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Start year' })
    .selectOption(String(new Date().getFullYear() + 1));
  await page.getByRole('combobox', { name: 'Type of work' }).selectOption({ label: typeOfWork });
  await page.getByRole('combobox', { name: 'Working time' }).selectOption({ label: 'Full time' });
  await page.getByRole('spinbutton', { name: 'Number of open positions' }).fill('2');
}

/** Offenses to questions, the same for every type of job. */
async function fillRest(page: Page, expectAccessible: (page: Page) => Promise<void>) {
  await expect(stepHeading(page, 'Offenses you can accept')).toBeVisible();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByRole('checkbox', { name: 'Possession' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Homicide', exact: true }).uncheck();
  await expectAccessible(page);
  await next(page);

  await expect(stepHeading(page, 'Responsibilities')).toBeVisible();
  await page.getByRole('button', { name: 'Add responsibility' }).click();
  const first = page.getByRole('textbox', { name: 'Responsibility 1' });
  await expect(first).toBeFocused();
  // A blanket ban is refused where it is typed.
  await first.fill('No felons on the line');
  await expect(page.getByText(/Blanket bans on people with records/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await first.fill('Prep vegetables and sauces');
  await page.getByRole('button', { name: 'Add responsibility' }).click();
  await page.getByRole('textbox', { name: 'Responsibility 2' }).fill('Keep the kitchen clean');
  await next(page);

  await expect(stepHeading(page, 'Skills and experience')).toBeVisible();
  await page.getByRole('radio', { name: 'Mid level' }).check();
  await page.getByRole('checkbox', { name: 'Hospitality' }).check();
  await page.getByRole('textbox', { name: 'Skills description' }).fill('Knife skills.');
  await expectAccessible(page);
  await next(page);

  await expect(stepHeading(page, 'Pay')).toBeVisible();
  const min = page.getByRole('spinbutton', { name: /^Minimum pay/ });
  await expect(min).toHaveValue('15');
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await expect(min).toHaveValue('31200');
  await page.getByRole('radio', { name: 'Hourly' }).check();
  await expect(min).toHaveValue('15');
  await min.fill('17');
  const max = page.getByRole('spinbutton', { name: /^Maximum pay/ });
  await max.fill('16');
  await page.getByRole('textbox', { name: 'Pay description' }).fill('Paid every week.');
  await expect(
    page.getByText('Max salary must be equal or larger than the first value of range'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await max.fill('21');
  await page.getByRole('button', { name: 'Add bonus or benefit' }).click();
  await page.getByRole('textbox', { name: 'Bonus or benefit 1' }).fill('Free meals');
  await expectAccessible(page);
  await next(page);

  await expect(stepHeading(page, 'Questions for applicants')).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Can you work weekends?');
  await next(page, 'Preview');
}

test('posts an on-site job with its address', async ({ page, consoleErrors, expectAccessible }) => {
  const employer = await createEmployerWithProfile(page.request);
  await signIn(page, employer);
  const title = `Line Cook ${uniqueWord()}`;

  await page.goto('/employer/');
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Job Posting' })).toBeVisible();
  await expectAccessible(page);
  await fillDetails(page, title, 'On-site');
  await next(page);

  await expect(stepHeading(page, 'Location')).toBeVisible();
  await expect(page.getByText('Step 2 of 7: Location')).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('800 N Plankinton Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await page.getByRole('combobox', { name: 'State' }).selectOption('WI');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53203');
  await expectAccessible(page);
  await next(page);
  await fillRest(page, expectAccessible);

  await expect(page.getByRole('heading', { level: 1, name: 'Review Job Posting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
  await expect(page.getByText('800 N Plankinton Ave')).toBeVisible();
  await expect(page.getByText('$17 - $21 per hour')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Experience: Mid level' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post Job' }).click();

  await expect(page.getByText('Job posted!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$17 - $21 per hour')).toBeVisible();
  await expect(page.getByText('No applicants')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/employer/');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('0 applicants')).toBeVisible();
  await expect(page.getByText('2 job posts left')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('posts a remote job without address fields', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  await signIn(page, employer);
  const title = `Support Agent ${uniqueWord()}`;

  await page.goto('/employer/create-job');
  await fillDetails(page, title, 'Remote');
  await next(page);
  // No location step for a job that is not on-site.
  await expect(stepHeading(page, 'Offenses you can accept')).toBeVisible();
  await expect(page.getByText('Step 2 of 6: Offenses you can accept')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveCount(0);
  await fillRest(page, expectAccessible);

  await expect(page.getByRole('heading', { level: 1, name: 'Review Job Posting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The city of a remote job is its type of work.
  await expect(page.getByText('Remote', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the fourth job opens the quota modal', async ({ page, expectAccessible }) => {
  const employer = await createEmployerWithProfile(page.request);
  for (let index = 0; index < 3; index += 1) await postJob(page.request, employer.token);
  // The API refuses a fourth one too.
  const refused = await page.request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${employer.token}` },
    data: jobPayload(),
  });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({
    code: 'PaymentDeclined',
    message: 'You have exceeded your free job quota!',
  });
  await signIn(page, employer);

  await page.goto('/employer/');
  await expect(page.getByText('0 job posts left')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Machine Operator' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Post a job' }).click();
  const modal = page.getByRole('dialog', { name: 'You have exceeded your free job quota!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The wizard itself opens the same modal instead of collecting a job that cannot be posted,
  // and the page under it says the same.
  await page.goto('/employer/create-job');
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('heading', { name: 'You have exceeded your free job quota!' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('toggles a job between active and paused, and edits one section', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  await signIn(page, employer);

  await page.goto(`/employer/jobs/${job.id}/`);
  const toggle = page.getByRole('switch', { name: 'Accepting applications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Paused: the job is hidden')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Accepting applications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.goto('/employer/');
  await expect(
    page.getByRole('listitem').filter({ hasText: job.title }).getByText('Paused'),
  ).toBeVisible();
  await page.getByRole('link', { name: job.title }).click();
  await page.getByRole('switch', { name: 'Accepting applications' }).click();
  await expect(page.getByRole('switch', { name: 'Accepting applications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await page.getByRole('link', { name: 'Edit Job Posting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expectAccessible(page);
  const details = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: 'Job details' }),
  });
  const saveDetails = details.getByRole('button', { name: 'Save Job details' });
  await expect(saveDetails).toBeDisabled();
  const newTitle = `Lead Operator ${uniqueWord()}`;
  await details.getByRole('textbox', { name: 'Job title' }).fill(newTitle);
  await expect(saveDetails).toBeEnabled();
  await saveDetails.click();
  await expect(page.getByText('Job Offer Updated!')).toBeVisible();
  await expect(saveDetails).toBeDisabled();

  const pay = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: 'Pay' }),
  });
  await pay.getByRole('spinbutton', { name: /^Maximum pay/ }).fill('30');
  await pay.getByRole('button', { name: 'Save Pay' }).click();
  await expect(page.getByText('Job Offer Updated!')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('$19 - $30 per hour')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
