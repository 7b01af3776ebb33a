import { randomUUID } from 'node:crypto';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';
import { postJobs } from '../../support/jobs.ts';

/**
 * A job seeker reports a job (docs/rules.md#job-reports): from the job page, a dialog asks why;
 * "Other" needs a comment; the report goes to staff and the page thanks them.
 */
test('a client reports a job from its page', async ({ page, consoleErrors, expectAccessible }) => {
  const tag = `r${randomUUID().slice(0, 6)}`;
  const [job] = await postJobs(page.request, [{ title: `Warehouse ${tag}` }]);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  await page.goto(`/client/jobs/${job!.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: `Warehouse ${tag}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await expect(dialog.getByText('The employer never sees your report')).toBeVisible();
  await expectAccessible(page);

  // "Other" without a comment is refused on the comment.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: 'Scam' }).check();
  await dialog.getByRole('textbox', { name: /Comment/ }).fill('They asked me to pay for training.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you. Our staff will look at this job.' }),
  ).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
