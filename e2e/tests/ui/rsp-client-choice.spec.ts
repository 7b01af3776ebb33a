import { randomUUID } from 'node:crypto';
import { requestTokens, signInThroughApi } from '../../support/accounts.ts';
import {
  chooseStatus,
  contactAndAbout,
  historyAndSubmit,
  startWizard,
} from '../../support/client-onboarding.ts';
import { NO_OFFENSE_PROFILE, createClient, signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';
import { applyThroughApi, postJobs } from '../../support/jobs.ts';
import { createCaseManager, createOrganization } from '../../support/rsp.ts';

/**
 * A client names the organization that supports them in onboarding; its owner finds them in the
 * clients list, assigns a case manager, writes a note and follows their applications
 * (docs/rules.md#provider-links).
 */
test.describe.configure({ timeout: 180_000 });

test('a client who chose the organization in onboarding appears in its clients list', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const organization = await createOrganization(page.request);
  await createCaseManager(page.request, organization, { firstName: 'Ruth', lastName: 'Baker' });
  const [job] = await postJobs(page.request, [
    { title: `Forklift Operator ${randomUUID().slice(0, 4)}` },
  ]);

  // The client: onboarding, choosing the organization by name.
  const client = await startWizard(page, page.request, 'Tomas');
  await chooseStatus(page, 'No offense', expectAccessible);
  await contactAndAbout(page, expectAccessible, {
    provider: { organization: organization.name },
  });
  await historyAndSubmit(page, expectAccessible);
  const providers = page.getByRole('region', { name: 'My Service Provider' });
  await expect(providers).toContainText(organization.name);
  const { accessToken } = await requestTokens(page.request, client.email, client.password);
  expect(await applyThroughApi(page.request, accessToken, job!)).toBe(201);

  // The owner of the organization, on a desktop (the rsp area's size), in the same browser.
  await page.setViewportSize({ width: 1280, height: 900 });
  const ownerPage = page;
  await signInThroughApi(ownerPage, organization.owner.email, organization.owner.password);
  await ownerPage.goto('/rsp/clients');
  const row = ownerPage
    .getByRole('table', { name: 'Clients' })
    .getByRole('row', { name: /Tomas Tester/ });
  await expect(row).toContainText('No offense');
  await expect(row).toContainText('Unassigned');
  await expectAccessible(ownerPage);

  await row.getByRole('link', { name: 'Tomas Tester' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Tomas Tester' })).toBeVisible();
  const applications = ownerPage.getByRole('table', { name: 'Applications of Tomas Tester' });
  await expect(applications.getByRole('rowheader', { name: job!.title })).toBeVisible();
  await expect(applications).toContainText('Applied');

  const manage = ownerPage.getByRole('region', { name: 'Case management' });
  await manage.getByRole('combobox', { name: 'Case manager' }).selectOption('Ruth Baker');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(ownerPage.getByText('Client updated!')).toBeVisible();
  await expect(ownerPage.getByText('Case manager: Ruth Baker')).toBeVisible();

  const notes = ownerPage.getByRole('region', { name: 'Notes' });
  await notes
    .getByRole('textbox', { name: 'Add a note' })
    .fill('Chose us in onboarding; call Monday.');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(ownerPage.getByText('Note added!')).toBeVisible();
  await expect(
    notes.getByRole('listitem').filter({ hasText: 'Chose us in onboarding; call Monday.' }),
  ).toContainText('Dana Owens');
  await expectAccessible(ownerPage);

  // The client decides who sees them: they stop sharing, and leave the organization's list.
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/client/');
  await providers.getByRole('button', { name: `Stop sharing with ${organization.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Stop sharing with ${organization.name}?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText(`${organization.name} no longer sees your profile.`)).toBeVisible();
  await expect(providers).toHaveCount(0);

  await signInThroughApi(page, organization.owner.email, organization.owner.password);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('Tomas Tester')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a client who skipped the step chooses, changes and stops sharing from the profile', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const first = await createOrganization(page.request);
  const second = await createOrganization(page.request);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE, {
    firstName: 'Inez',
    lastName: 'Tester',
  });
  await signInWithSession(page, client);

  await page.goto('/client/profile/');
  const section = page.getByRole('region', { name: 'Reentry Service Provider' });
  await expect(section).toContainText('You have not chosen a reentry service provider.');
  await expect(section).toContainText('Your profile is not shared with any organization.');
  await expectAccessible(page);

  // Choose: "Other", then the organization found by name.
  await section.getByRole('link', { name: 'Edit Reentry Service Provider' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Reentry Service Provider' }),
  ).toBeVisible();
  const choose = async (organization: { name: string }) => {
    await page.getByRole('radio', { name: /^Other/ }).check();
    await page.getByRole('searchbox', { name: 'Find your organization' }).fill(organization.name);
    await page.getByRole('radio', { name: new RegExp(organization.name) }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated!')).toBeVisible();
    await expect(section.getByRole('heading', { name: organization.name })).toBeVisible();
  };
  await choose(first);
  await expect(section).toContainText('Your profile is shared with:');
  await expectAccessible(page);

  // Change: the first organization had not acted yet, so it no longer sees the client.
  await section.getByRole('link', { name: 'Edit Reentry Service Provider' }).click();
  await choose(second);
  await expect(section.getByRole('heading', { name: first.name })).toHaveCount(0);

  // Stop sharing, from the profile.
  await section.getByRole('button', { name: `Stop sharing with ${second.name}` }).click();
  await page
    .getByRole('dialog', { name: `Stop sharing with ${second.name}?` })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await expect(page.getByText(`${second.name} no longer sees your profile.`)).toBeVisible();
  await expect(section).toContainText('Your profile is not shared with any organization.');
  await expectAccessible(page);

  await signInThroughApi(page, second.owner.email, second.owner.password);
  await page.goto('/rsp/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('Inez Tester')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
