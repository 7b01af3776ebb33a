import { randomUUID } from 'node:crypto';
import { latestMail } from '../../support/accounts.ts';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';
import { postJobs } from '../../support/jobs.ts';

/**
 * Saved searches and job alerts (docs/rules.md#saved-searches-and-job-alerts): a client saves a
 * search from Current Opportunities, finds it in Saved Searches, gets the e-mail of a new job it
 * finds, renames it, opens the e-mail's unsubscribe link signed out, and deletes it. The server of
 * the browser tests checks the alerts every 2 seconds (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

test('saves a search, gets its alert, renames it, unsubscribes signed out, and deletes it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
  expectAccessible,
}) => {
  const tag = `w${randomUUID().slice(0, 6)}`;
  await postJobs(page.request, [{ title: `Welder ${tag}` }, { title: `Cashier ${tag}` }]);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  // Nothing searched for: nothing to save.
  await page.goto('/client/jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Current Opportunities' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);

  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByRole('searchbox').fill(`welder ${tag}`);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 job found')).toBeVisible();

  // The dialog asks for a name; an empty one is refused on its field.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(`welder ${tag}`);
  await expect(
    dialog.getByRole('checkbox', { name: 'E-mail me new jobs for this search' }),
  ).toBeChecked();
  await expectAccessible(page);
  await name.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page);
  await name.fill('Welding near me');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Search saved as "Welding near me".' }),
  ).toBeVisible();

  // Listed in Saved Searches, reached from the client menu.
  await page.getByRole('navigation').getByRole('link', { name: 'Saved Searches' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved Searches' });
  const item = list.getByRole('listitem', { name: 'Welding near me' });
  await expect(item).toBeVisible();
  await expect(item.getByText(`"welder ${tag}"`)).toBeVisible();
  await expect(
    item.getByRole('checkbox', { name: 'E-mail new jobs for Welding near me' }),
  ).toBeChecked();
  await expectAccessible(page);

  // A job posted now is new for the search: the day's alert lists it, with the unsubscribe link.
  await postJobs(page.request, [{ title: `Welder ${tag} nights` }]);
  const mail = await latestMail(page.request, client.email, 'jobAlert');
  expect(mail.subject).toBe('A new job for your saved searches');
  expect(mail.text).toContain(`Welding near me: 1 new job`);
  expect(mail.text).toContain(`Welder ${tag} nights`);
  expect(mail.text).not.toContain(`Cashier ${tag}`);
  const unsubscribeUrl = /(http\S+\/unsubscribe\/\S+)/.exec(mail.text)?.[1];
  expect(unsubscribeUrl).toBeDefined();

  // Renamed in place.
  await item.getByRole('button', { name: 'Rename Welding near me' }).click();
  const newName = list.getByRole('textbox', { name: 'New name' });
  await expect(newName).toBeFocused();
  await expectAccessible(page);
  await newName.fill('Welding jobs');
  await newName.press('Enter');
  const renamed = list.getByRole('listitem', { name: 'Welding jobs' });
  await expect(renamed.getByRole('link', { name: 'Welding jobs' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Renamed to "Welding jobs".' }),
  ).toBeVisible();

  // Its link runs the search again.
  await renamed.getByRole('link', { name: 'Welding jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/jobs\\?q=welder\\+${tag}$`));
  await expect(search.getByRole('searchbox')).toHaveValue(`welder ${tag}`);
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await page.goBack();
  await expect(renamed).toBeVisible();

  // The e-mail's link works signed out, in a browser with no session at all.
  const guest = await browser.newContext({ reducedMotion: 'reduce' });
  const guestPage = await guest.newPage();
  const guestErrors: string[] = [];
  guestPage.on('console', (message) => {
    if (message.type() === 'error') guestErrors.push(message.text());
  });
  await guestPage.goto(unsubscribeUrl!);
  await expect(
    guestPage.getByRole('heading', { level: 2, name: 'Your job alerts are off' }),
  ).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  await expectAccessible(guestPage);
  // A link the server did not sign says so (the API answers 404, which the browser logs).
  await guestPage.goto(`${baseURL}/unsubscribe/not-a-real-link`);
  await expect(
    guestPage.getByRole('heading', { level: 2, name: 'This link is not valid' }),
  ).toBeVisible();
  await expectAccessible(guestPage);
  expect(guestErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  await guest.close();

  // Back in the client's session: the alerts are off, the search is still there.
  await page.reload();
  await expect(
    renamed.getByRole('checkbox', { name: 'E-mail new jobs for Welding jobs' }),
  ).not.toBeChecked();

  // Deleted after a confirmation.
  await renamed.getByRole('button', { name: 'Delete Welding jobs' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete "Welding jobs"?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
