import type { Page } from '@playwright/test';
import {
  historyAndSubmit,
  next,
  startWizard,
  stepHeading,
} from '../../support/client-onboarding.ts';
import { signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Onboarding never loses work (docs/decisions/025-onboarding-drafts.md): a reload in the middle
 * resumes at the same step with the earlier answers, so does another device, and leaving with an
 * unsaved answer asks first.
 */

test.describe.configure({ timeout: 180_000 });

const draftSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/user/profile-draft') &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );

test('a client reloads in the middle of onboarding, resumes at the same step and finishes', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  const account = await startWizard(page, page.request, 'Rhea');
  await expect(page.getByText('Step 1 of 18')).toBeVisible();
  await page.getByRole('radio', { name: 'Parole' }).check();
  let saved = draftSaved(page);
  await next(page);
  await saved;

  await expect(stepHeading(page, 'What is your phone number?')).toBeVisible();
  await expect(page.getByText('Step 2 of 18')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('4145550123');

  // A link out of the wizard, with the phone not saved yet, asks first.
  await page.getByRole('link', { name: 'FairChance Jobs home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(414) 555-0123');

  saved = draftSaved(page);
  await next(page);
  await saved;
  await expect(stepHeading(page, 'Where do you live?')).toBeVisible();
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  saved = draftSaved(page);
  await next(page);
  await saved;
  await expect(stepHeading(page, 'What support would help you right now?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Housing' }).check();
  saved = draftSaved(page);
  await next(page);
  await saved;
  await expect(stepHeading(page, 'Are you working with a reentry service provider?')).toBeVisible();
  await page.getByRole('radio', { name: 'Not working with a provider right now' }).check();
  saved = draftSaved(page);
  await next(page);
  await saved;
  await expect(stepHeading(page, 'What are your personal strengths?')).toBeVisible();
  for (const name of ['Reliable', 'Punctual', 'Hard working', 'Creative', 'Problem solver']) {
    await page.getByRole('checkbox', { name }).check();
  }
  saved = draftSaved(page);
  await next(page);
  await saved;
  await expect(stepHeading(page, 'What skills and trades do you have?')).toBeVisible();
  await expect(page.getByText('Step 7 of 18')).toBeVisible();

  // The reload: the same step, the earlier answers still there.
  await page.reload();
  await expect(stepHeading(page, 'What skills and trades do you have?')).toBeVisible();
  await expect(page.getByText('Step 7 of 18')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'What are your personal strengths?')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Creative' })).toBeChecked();
  await next(page);

  // Another device: the same account, a browser that never saw the wizard.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signInWithSession(phone, account);
  await phone.goto('/client/create-profile');
  await expect(stepHeading(phone, 'What skills and trades do you have?')).toBeVisible();
  await expect(phone.getByText('Step 7 of 18')).toBeVisible();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(phone, 'What are your personal strengths?')).toBeVisible();
  await expect(phone.getByRole('checkbox', { name: 'Problem solver' })).toBeChecked();
  await other.close();

  // Finishing on the first device.
  await expect(stepHeading(page, 'What skills and trades do you have?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Warehouse' }).check();
  await next(page);
  await expect(stepHeading(page, 'Which languages do you speak?')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Which offense categories apply to you?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Fraud' }).check();
  await next(page, 'Save & Next');
  await expect(stepHeading(page, 'How much time did you serve?')).toBeVisible();
  await page.getByRole('radio', { name: 'Under 1 year', exact: true }).check();
  await next(page);
  await expect(stepHeading(page, 'When were you released?')).toBeVisible();
  await page.getByRole('radio', { name: '1 to 2 years ago' }).check();
  await next(page);
  await expect(stepHeading(page, 'Was your case state, federal or both?')).toBeVisible();
  await page.getByRole('radio', { name: 'State' }).check();
  await next(page);
  await historyAndSubmit(page, expectAccessible);

  // The draft went with the profile's creation.
  const tokens = await page.evaluate(() => localStorage.getItem('fairchance.session'));
  const { accessToken } = JSON.parse(tokens ?? '{}') as { accessToken?: string };
  const draft = await page.request.get('/api/v1/user/profile-draft', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(await draft.json()).toBeNull();
  expect(consoleErrors).toEqual([]);
});
