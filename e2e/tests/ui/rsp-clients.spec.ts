import { randomUUID } from 'node:crypto';
import { DEMO, DEMO_PASSWORD, signInThroughApi } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The clients of an organization (docs/rules.md#service-provider-clients), with the demo
 * organization and its client Maria, who chose it in onboarding (a new client doing so:
 * rsp-client-choice.spec.ts).
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('the owner finds a client, assigns them, writes a note and sees their applications', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  // The list, its filters, the client, assignment and notes: a long journey.
  test.slow();
  await signInThroughApi(page, DEMO.rspOwner, DEMO_PASSWORD);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const clients = page.getByRole('table', { name: 'Clients' });
  const maria = clients.getByRole('row', { name: /Maria Lopez/ });
  await expect(maria).toContainText('Parole');
  await expect(maria).toContainText(/applications?/);
  await expectAccessible(page);
  // The statistics are on the Reports tab (provider-reports.spec.ts), drawn and as tables.
  await page.getByRole('link', { name: 'Reports' }).click();
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics.getByRole('figure', { name: 'Support needs' })).toBeVisible();
  await expect(statistics.getByRole('table', { name: 'Justice status' })).toContainText('Parole');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();

  // Filters go into the query string.
  const filters = page.getByRole('search', { name: 'Filter clients' });
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('Closed');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/rsp\/clients\?status=closed$/);
  await expect(page.getByRole('heading', { name: 'No clients match these filters' })).toBeVisible();
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('Any');
  await filters.getByRole('combobox', { name: 'Support need' }).selectOption('Housing');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/rsp\/clients\?support=housing$/);
  await expect(maria).toBeVisible();
  await expectAccessible(page);

  await maria.getByRole('link', { name: 'Maria Lopez' }).click();
  await expect(page).toHaveURL(/\/rsp\/clients\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText(DEMO.client);
  const justice = page.getByRole('region', { name: 'Justice history' });
  await expect(justice).toContainText('Parole');
  await expect(justice).toContainText('Possession');
  await expect(page.getByRole('region', { name: 'Support needs' })).toContainText('Housing');
  // Diversity data is never shown to an organization.
  await expect(page.getByText(/gender|ethnicity|religion/i)).toHaveCount(0);
  const applications = page.getByRole('table', { name: 'Applications of Maria Lopez' });
  await expect(applications.getByRole('rowheader', { name: 'Line Cook' })).toBeVisible();
  await expectAccessible(page);

  // Assignment (owner only): unassign, then assign again.
  const manage = page.getByRole('region', { name: 'Case management' });
  const caseManager = manage.getByRole('combobox', { name: 'Case manager' });
  const save = manage.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await caseManager.selectOption('Unassigned');
  await save.click();
  await expect(page.getByText('Client updated!')).toBeVisible();
  await expect(page.getByText('Case manager: Unassigned')).toBeVisible();
  await caseManager.selectOption('Luis Ramirez');
  await save.click();
  await expect(page.getByText('Case manager: Luis Ramirez')).toBeVisible();
  await expect(save).toBeDisabled();

  // A case note, kept with its author.
  const notes = page.getByRole('region', { name: 'Notes' });
  const note = `Called about the forklift interview (${randomUUID().slice(0, 6)}).`;
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByText('This field is required.')).toBeVisible();
  await notes.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added!')).toBeVisible();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toContainText('Grace Okafor');
  await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(maria).toContainText('Luis Ramirez');
  expect(consoleErrors).toEqual([]);
});

test('a case manager sees the clients assigned to them and keeps their status', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await signInThroughApi(page, DEMO.rspMember, DEMO_PASSWORD);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter clients' });
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Case manager' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Maria Lopez' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Maria Lopez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
  const manage = page.getByRole('region', { name: 'Case management' });
  // Only the owner assigns case managers.
  await expect(manage.getByRole('combobox', { name: 'Case manager' })).toHaveCount(0);
  const status = manage.getByRole('combobox', { name: 'Status' });
  await status.selectOption('Pending');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client updated!')).toBeVisible();
  await status.selectOption('Active');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await manage.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(status).toHaveValue('active');
  await expect(manage.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
