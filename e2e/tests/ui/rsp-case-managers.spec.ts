import { randomUUID } from 'node:crypto';
import { latestMail, PASSWORD, signInThroughApi, uniqueEmail } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createCaseManager, createOrganization } from '../../support/rsp.ts';

/**
 * The rsp area is desktop-first (docs/product.md#layout-and-navigation): the journeys run at a
 * desktop size.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('an owner invites a case manager, who signs up from the e-mail and joins', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  // Two people, two sign-ups (password hashing is slow on purpose): a long journey.
  test.slow();
  const organization = await createOrganization(page.request);
  await signInThroughApi(page, organization.owner.email, organization.owner.password);
  await page.goto('/rsp/case-managers');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Managers' })).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No case managers yet' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add Case Manager' }).click();
  await expect(page).toHaveURL(/\/rsp\/case-managers\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Case Manager' })).toBeVisible();
  // Every field is required.
  await page.getByRole('button', { name: 'Invite Case Manager' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail('case-manager');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('4145550177');
  await page.getByRole('button', { name: 'Invite Case Manager' }).click();

  await expect(page).toHaveURL(/\/rsp\/case-managers$/);
  await expect(page.getByText('Invitation sent!')).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Pending invitations' });
  await expect(invitations.getByText('Rosa Diaz')).toBeVisible();
  await expectAccessible(page);

  // The case manager opens the link of the e-mail in their own browser.
  const mail = await latestMail(page.request, email, 'caseManagerInvited');
  const link = /https?:\/\/\S+\/signup\/rsp\/\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const memberErrors: string[] = [];
  member.on('console', (message) => {
    if (message.type() === 'error') memberErrors.push(message.text());
  });
  member.on('pageerror', (error) => memberErrors.push(error.message));

  await member.goto(link!);
  const emailField = member.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  // The prefilled names and e-mail are locked.
  for (const field of [
    emailField,
    member.getByRole('textbox', { name: 'First name' }),
    member.getByRole('textbox', { name: 'Last name' }),
  ]) {
    await expect(field).toHaveAttribute('readonly', '');
  }
  await expect(member.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
  await expect(member.getByRole('textbox', { name: 'Phone' })).toHaveValue('(414) 555-0177');
  await expectAccessible(member);
  await member.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await member.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await member.getByRole('button', { name: 'Sign Up' }).click();

  // A member's onboarding: only phone (from the invitation) and photo.
  await expect(member).toHaveURL(/\/rsp\/create-profile/, { timeout: 20_000 });
  await expect(member.getByRole('heading', { level: 2, name: 'Your phone number' })).toBeVisible();
  await expect(member.getByText('Step 1 of 2')).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Phone' })).toHaveValue('(414) 555-0177');
  await expectAccessible(member);
  await member.getByRole('button', { name: 'Save & Next' }).click();
  await expect(member.getByRole('heading', { level: 2, name: 'Your photo' })).toBeVisible();
  await member.getByRole('button', { name: 'Save & Next' }).click();

  await expect(member).toHaveURL(/\/rsp\/clients$/);
  await expect(member.getByText('Profile added!')).toBeVisible();
  await expect(member.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  await member.getByRole('link', { name: 'Reports' }).click();
  await expect(member.getByText('0 clients in all')).toBeVisible();
  await expect(member.getByText('No clients in this period.')).toBeVisible();
  await expectAccessible(member);
  // A case manager cannot open the owner's screens.
  await member.goto('/rsp/case-managers');
  await expect(member).toHaveURL(/\/rsp\/clients$/);
  expect(memberErrors).toEqual([]);
  await context.close();

  // The owner now sees the case manager in the table, and the invitation is no longer pending.
  await page.reload();
  const row = page.getByRole('row', { name: /Rosa Diaz/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText('(414) 555-0177');
  // Name is the row header; then email, phone and the case load.
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an owner withdraws a pending invitation', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const organization = await createOrganization(page.request);
  const email = uniqueEmail('invitee');
  const invite = await page.request.post(`/api/v1/rsp/${organization.rspId}/accounts/invite`, {
    headers: { authorization: `Bearer ${organization.token}` },
    data: {
      firstName: 'Tomas',
      lastName: 'Berg',
      email,
      phone: '4145550166',
      rspId: organization.rspId,
    },
  });
  expect(invite.status()).toBe(201);
  await signInThroughApi(page, organization.owner.email, organization.owner.password);
  await page.goto('/rsp/case-managers');
  const invitations = page.getByRole('region', { name: 'Pending invitations' });
  await expect(invitations.getByText('Tomas Berg')).toBeVisible();
  await invitations.getByRole('button', { name: 'Withdraw the invitation of Tomas Berg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the invitation of Tomas Berg?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Invitation withdrawn.')).toBeVisible();
  await expect(invitations.getByText('No pending invitations.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an owner edits a case manager, then deletes them', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const organization = await createOrganization(page.request);
  const caseManager = await createCaseManager(page.request, organization, {
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  await signInThroughApi(page, organization.owner.email, organization.owner.password);
  await page.goto('/rsp/case-managers');

  await page.getByRole('button', { name: 'Actions for Ana Ruiz' }).click();
  const menu = page.getByRole('menu', { name: 'Actions for Ana Ruiz' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/rsp/case-managers/${caseManager.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Case Manager' })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue('Ana');
  const save = page.getByRole('button', { name: 'Save' });
  // Save waits for a change, and for a valid form.
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Phone' }).fill('(414) 555');
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('4145550199');
  await firstName.fill('Anabel');
  await page.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'Supervisor' });
  await expectAccessible(page);
  await save.click();

  await expect(page).toHaveURL(/\/rsp\/case-managers$/);
  await expect(page.getByText('Case Manager updated!')).toBeVisible();
  const row = page.getByRole('row', { name: /Anabel Ruiz/ });
  await expect(row).toContainText('(414) 555-0199');

  await page.getByRole('button', { name: 'Actions for Anabel Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to delete Case Manager?',
  });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Case Manager removed!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Anabel Ruiz/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No case managers yet' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a case manager that does not exist sends the owner back to the list', async ({
  page,
  expectAccessible,
}) => {
  // No console check here: the browser logs the API's 404 for the unknown case manager.
  const organization = await createOrganization(page.request);
  await signInThroughApi(page, organization.owner.email, organization.owner.password);
  await page.goto(`/rsp/case-managers/${randomUUID()}`);
  await expect(page).toHaveURL(/\/rsp\/case-managers$/);
  await expect(page.getByText('That case manager was not found.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Managers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No case managers yet' })).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await expectAccessible(page);
});
