import { latestMail, PASSWORD, uniqueEmail } from '../../support/accounts.ts';
import { createEmployerWithProfile, postJob, signIn } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * A company's team (docs/rules.md#employer-team): the owner invites a colleague, who signs up
 * from the e-mailed link and sees the company's jobs; the owner removes them, and their access
 * ends.
 */
test('an owner invites a colleague, who joins and sees the same jobs, then removes them', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  // Two people, two sign-ups (password hashing is slow on purpose): a long journey.
  test.slow();
  const owner = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, owner.token);
  await signIn(page, owner);
  await page.goto('/employer');
  await page.getByRole('link', { name: 'Team' }).first().click();
  await expect(page).toHaveURL(/\/employer\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('Dana Cole')).toBeVisible();
  await expect(members.getByText('Owner')).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await expectAccessible(page);

  // Every field is required.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail('colleague');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Pending invitations' });
  await expect(invitations.getByText('Rosa Diaz')).toBeVisible();
  await expectAccessible(page);

  // The colleague opens the link of the e-mail in their own browser.
  const mail = await latestMail(page.request, email, 'colleagueInvited');
  expect(mail.subject).toContain(owner.companyName);
  const link = /https?:\/\/\S+\/signup\/employer\/\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const context = await browser.newContext();
  const colleague = await context.newPage();
  const colleagueErrors: string[] = [];
  colleague.on('console', (message) => {
    if (message.type() === 'error') colleagueErrors.push(message.text());
  });
  colleague.on('pageerror', (error) => colleagueErrors.push(error.message));

  await colleague.goto(link!);
  await expect(
    colleague.getByRole('heading', { level: 1, name: `Join ${owner.companyName}` }),
  ).toBeVisible();
  const emailField = colleague.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectAccessible(colleague);
  await colleague.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await colleague.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await colleague.getByRole('button', { name: 'Sign Up' }).click();

  // Straight to the company's dashboard: the same jobs as the owner's.
  await expect(colleague).toHaveURL(/\/employer$/, { timeout: 20_000 });
  await expect(colleague.getByRole('link', { name: job.title })).toBeVisible();
  await expectAccessible(colleague);
  // The team, read-only.
  await colleague.goto('/employer/team');
  await expect(
    colleague.getByText('Only the owner of the company account can invite or remove colleagues.'),
  ).toBeVisible();
  await expect(
    colleague.getByRole('region', { name: 'Members' }).getByText('Rosa Diaz'),
  ).toBeVisible();
  await expect(colleague.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expectAccessible(colleague);
  expect(colleagueErrors).toEqual([]);

  // The owner sees the colleague on the team, and the invitation is no longer pending.
  await page.reload();
  await expect(members.getByText('Rosa Diaz')).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await members.getByRole('button', { name: 'Remove Rosa Diaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Rosa Diaz from the team?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Rosa Diaz was removed from the team.')).toBeVisible();
  await expect(members.getByText('Rosa Diaz')).toHaveCount(0);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);

  // The removed colleague's account stays, without a company: the jobs are gone from their view.
  await colleague.goto('/employer');
  await expect(colleague).toHaveURL(/\/employer\/create-profile/);
  await expect(colleague.getByRole('link', { name: job.title })).toHaveCount(0);
  await expectAccessible(colleague);
  await context.close();
});
