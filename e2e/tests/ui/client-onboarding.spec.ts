import {
  chooseStatus,
  contactAndAbout,
  historyAndSubmit,
  next,
  startWizard,
  stepHeading,
} from '../../support/client-onboarding.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The client onboarding wizard (docs/product.md#client-onboarding-wizard), one journey per branch.
 */

test.describe.configure({ timeout: 120_000 });

test('a client with no offense goes from languages straight to work experience', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Nora');
  await chooseStatus(page, 'No offense', expectAccessible);
  await contactAndAbout(page, expectAccessible, { provider: 'pipeline' });
  // No offense questions at all.
  await expect(stepHeading(page, 'Work experience')).toBeVisible();
  await historyAndSubmit(page, expectAccessible, { hasAskedForPipeline: true });

  // The pipeline request shows on the dashboard.
  await expect(page.getByRole('heading', { name: 'My Service Provider' })).toBeVisible();
  await page.goto('/client/profile/');
  await expect(page.locator('#offense-history')).toContainText('No offense');
  await expect(page.locator('#reentry-provider')).toContainText('Employ Milwaukee');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a currently incarcerated client gives facility, release date and county, and skips released-at', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Ivan');
  await chooseStatus(page, 'Currently incarcerated', expectAccessible);

  await expect(stepHeading(page, 'Which facility are you in?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page
    .getByRole('combobox', { name: 'Facility' })
    .selectOption('Oshkosh Correctional Institution');
  await expectAccessible(page);
  await next(page);

  await expect(stepHeading(page, 'When do you expect to be released?')).toBeVisible();
  const date = page.getByLabel('Expected release date');
  await date.fill('2020-05-01');
  await date.blur();
  await expect(page.getByText('Date must be in the future')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectAccessible(page);
  await date.fill(`${new Date().getFullYear() + 2}-05-01`);
  await next(page);

  await expect(stepHeading(page, 'Which county will you be released to?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Release county' }).selectOption('Winnebago');
  await next(page);

  await contactAndAbout(page, async () => {});
  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Burglary' }).check();
  await next(page, 'Save & Next');
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();
  await page.getByRole('radio', { name: '2 to 5 years' }).check();
  await expectAccessible(page);
  await next(page);
  // Released-at is skipped while incarcerated.
  await expect(stepHeading(page, 'Was your case state, federal or both?')).toBeVisible();
  await page.getByRole('radio', { name: 'State' }).check();
  await next(page);
  await historyAndSubmit(page, async () => {});

  await page.goto('/client/profile/');
  const history = page.locator('#offense-history');
  await expect(history).toContainText('Oshkosh Correctional Institution');
  await expect(history).toContainText('Winnebago');
  await expect(history).toContainText('Not completed');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('a client on parole with a sexual offense is asked about the registry and SBN, which vanish after Clear All', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await startWizard(page, page.request, 'Paul');
  await chooseStatus(page, 'Parole', async () => {});
  await contactAndAbout(page, async () => {});

  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();
  const saveAndNext = page.getByRole('button', { name: 'Save & Next' });
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByText('24 categories selected')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('0 categories selected')).toBeVisible();
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Sexual assault' }).check();
  await expectAccessible(page);
  await next(page, 'Save & Next');

  await expect(stepHeading(page, 'Are you on the sex offender registry?')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectAccessible(page);
  await next(page);
  await expect(
    stepHeading(page, 'Have you received a Special Bulletin Notification (SBN)?'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await next(page);
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();

  // The browser's back button steps back through the wizard.
  await page.goBack();
  await expect(
    stepHeading(page, 'Have you received a Special Bulletin Notification (SBN)?'),
  ).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Are you on the sex offender registry?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(saveAndNext).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Fraud' }).check();
  await next(page, 'Save & Next');
  // No sexual offense any more: straight to time served.
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();
  await page.getByRole('radio', { name: 'Under 1 year' }).check();
  await next(page);
  await expect(stepHeading(page, 'When were you released?')).toBeVisible();
  await page.getByRole('radio', { name: '1 to 2 years ago' }).check();
  await expectAccessible(page);
  await next(page);
  await expect(stepHeading(page, 'Was your case state, federal or both?')).toBeVisible();
  await page.getByRole('radio', { name: 'Both' }).check();
  await next(page);
  await historyAndSubmit(page, async () => {});

  await page.goto('/client/profile/');
  const history = page.locator('#offense-history');
  await expect(history).toContainText('Fraud');
  await expect(history).not.toContainText('Sexual assault');
  await expect(history).not.toContainText('sex offender registry');
  expect(consoleErrors).toEqual([]);
});
