import { randomUUID } from 'node:crypto';
import { signInWithSession } from '../../support/clients.ts';
import {
  apply,
  createApplicant,
  createEmployerWithProfile,
  listApplications,
  postJob,
  setApplicationStatus,
} from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createCaseManager, createOrganization } from '../../support/rsp.ts';

/**
 * Who needs attention today (docs/rules.md#client-activity-and-notices): a case manager starts
 * the day from the attention list, sees the unread count in the menu, opens a client an employer
 * has just asked to interview, and adds a note with a follow-up that puts the client on the list.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('a case manager starts the day from the attention list and follows up on an interview', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  test.slow();
  const { request } = page;
  const organization = await createOrganization(request);
  const caseManager = await createCaseManager(request, organization, {
    firstName: 'Ruth',
    lastName: 'Baker',
  });
  // A client who chose the organization, assigned to the case manager by the owner.
  const client = await createApplicant(request, 'Keisha', {
    reentryServiceProvider: 'other',
    rspId: organization.rspId,
  });
  const owner = { authorization: `Bearer ${organization.token}` };
  const links = (await (
    await request.get(`/api/v1/rsp/${organization.rspId}/clients`, { headers: owner })
  ).json()) as { id: string }[];
  const link = links[0]!;
  const assigned = await request.patch(`/api/v1/rsp/${organization.rspId}/clients/${link.id}`, {
    headers: owner,
    data: { caseManagerId: caseManager.userId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  // The client applies; the employer asks for an interview.
  const employer = await createEmployerWithProfile(request);
  const job = await postJob(request, employer.token, {
    title: `Forklift Operator ${randomUUID().slice(0, 4)}`,
  });
  await apply(request, client.token, job);
  const [application] = await listApplications(
    request,
    employer.token,
    employer.employerId,
    job.id,
  );
  expect(
    await setApplicationStatus(
      request,
      employer.token,
      employer.employerId,
      application!,
      'interview',
    ),
  ).toBe(200);

  // The day starts on the attention list: the client is on top, with what is new.
  await signInWithSession(page, caseManager);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clients' });
  const row = table.getByRole('row', { name: new RegExp(client.fullName) });
  await expect(row.getByRole('list', { name: 'New since you last looked' })).toContainText(
    `New: Interview requested (${job.title})`,
  );
  await expect(row).toContainText('Interview coming');
  await expect(row).toContainText('today');
  // A case manager's clients are all theirs: no case-manager column.
  await expect(table.getByRole('columnheader', { name: 'Case manager' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Notices 2 unread' })).toBeVisible();
  await expectAccessible(page);

  // Only those who need attention, found by name.
  const filters = page.getByRole('search', { name: 'Filter clients' });
  await filters.getByRole('combobox', { name: 'Show' }).selectOption('Needs attention');
  await filters.getByRole('searchbox', { name: 'Name' }).fill('keisha');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/rsp\/clients\?q=keisha&attention=true$/);
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // Opening the client: the interview is there, and nothing is new or unread any more.
  await row.getByRole('link', { name: client.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
  const applications = page.getByRole('table', { name: `Applications of ${client.fullName}` });
  await expect(applications.getByRole('row', { name: new RegExp(job.title) })).toContainText(
    'Interview',
  );
  await expect(menu.getByRole('link', { name: 'Notices' })).toHaveAccessibleName('Notices');

  // A note with a follow-up today.
  const notes = page.getByRole('region', { name: 'Notes' });
  const today = new Date().toISOString().slice(0, 10);
  await notes
    .getByRole('textbox', { name: 'Add a note' })
    .fill('Help Keisha prepare for the interview.');
  await notes.getByLabel('Follow up by (optional)').fill(today);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added!')).toBeVisible();
  const note = notes.getByRole('listitem').filter({ hasText: 'Help Keisha prepare' });
  await expect(note).toContainText('Follow up by');
  await expect(note.getByRole('button', { name: 'Mark follow-up done' })).toBeVisible();
  await expectAccessible(page);

  // Back on the list: nothing new, the follow-up is due.
  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(row).toContainText('Follow-up due');
  await expect(row.getByRole('list', { name: 'New since you last looked' })).toHaveCount(0);
  await expectAccessible(page);

  // The follow-up done: it stays in the notes, and leaves the list.
  await row.getByRole('link', { name: client.fullName }).click();
  await note.getByRole('button', { name: 'Mark follow-up done' }).click();
  await expect(page.getByText('Follow-up marked done!')).toBeVisible();
  await expect(note).toContainText('Follow-up done');
  await expectAccessible(page);

  // The notices: read, and the e-mails set to each change.
  await menu.getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Interview requested' })).toContainText(
    client.fullName,
  );
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  const emails = page.getByRole('combobox', { name: 'E-mail me about my clients’ changes' });
  await expect(emails).toHaveValue('daily');
  await emails.selectOption('Each change as it happens');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail setting saved!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Unread only');
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
