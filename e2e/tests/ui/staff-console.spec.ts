import { createEmployerWithProfile } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { STAFF, staffServerURL } from '../../support/servers.ts';
import { setUpStaffSignIn } from '../../support/staff.ts';

// This server's staff accounts were made by `npm run admin -- create-staff` before it started.
test.use({ baseURL: staffServerURL() });

test('a new staff member sets up the second factor from the invitation, grants quota and sees the audit row', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const employer = await createEmployerWithProfile(request);

  await setUpStaffSignIn(page, STAFF.console, expectAccessible);

  // The console: Users first.
  await expect(page.getByRole('rowheader', { name: 'Sam Rivera' })).toBeVisible();
  await expectAccessible(page);

  // Employers: find the company and grant interview requests, with the reason.
  await page.getByRole('link', { name: 'Employers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Company name/ }).fill(employer.companyName);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(employer.companyName) });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('button', { name: `Grant more to ${employer.companyName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Grant more to ${employer.companyName}` });
  await dialog.getByRole('combobox', { name: /What to grant/ }).selectOption('interviewRequests');
  await dialog.getByRole('spinbutton', { name: /How many/ }).fill('4');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(dialog.getByText('Write the reason.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Pilot partner, March');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText(`${employer.companyName} has more now.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('7');

  // The audit log shows who granted what, and why.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('row', { name: /Quota granted/ });
  await expect(entry).toContainText('Pilot partner, March');
  await expect(entry).toContainText('Sam Rivera');
  await expect(entry).toContainText(employer.companyName);
  await expect(
    page.getByRole('row', { name: /Staff account made/ }).filter({ hasText: STAFF.console.email }),
  ).toContainText('Server shell');
  await expectAccessible(page);

  // Numbers: the weeks as the server counts them.
  await page.getByRole('link', { name: 'Numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Week by week' })).toBeVisible();
  await expectAccessible(page);

  // Users: disabling the employer's account asks why, then shows it disabled.
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(employer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const account = page.getByRole('row', { name: new RegExp(employer.email) });
  await account.getByRole('button', { name: /^Disable/ }).click();
  const disable = page.getByRole('dialog');
  await disable.getByRole('textbox', { name: /Reason/ }).fill('Asked to close the account');
  await expectAccessible(page);
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(account).toContainText('Disabled on');
  await expect(account.getByRole('button', { name: /^Enable/ })).toBeVisible();
  await expectAccessible(page);
});
