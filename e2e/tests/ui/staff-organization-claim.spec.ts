import { KNOWN_PROVIDERS, REENTRY_PROVIDER_DETAILS } from '@fairchance/shared';
import { createAccount, latestMail, signInThroughApi } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { STAFF, staffServerURL } from '../../support/servers.ts';
import { setUpStaffSignIn } from '../../support/staff.ts';

// The staff console's server (its staff accounts are made by the shell before it starts); the
// service provider area and the console are desktop screens.
test.use({ baseURL: staffServerURL(), viewport: { width: 1280, height: 900 } });

/**
 * A service provider owner asks, from their onboarding, to manage a listed provider; staff approve
 * it with a reason in the console (docs/rules.md#organization-claims, decision 038).
 */
test('an owner asks to manage a listed provider and staff approve the claim', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  // This server has no demo data and this journey is the only one that claims: the provider has
  // no owner.
  const organization = REENTRY_PROVIDER_DETAILS[KNOWN_PROVIDERS[0]].name;
  const owner = await createAccount(page.request, 'rsp', { firstName: 'Ada', lastName: 'Moss' });

  // The owner's onboarding offers the claim above the wizard.
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/rsp/create-profile');
  const claim = page.getByRole('region', { name: 'Is your organization already listed?' });
  await expect(claim).toBeVisible();
  await claim.getByRole('combobox', { name: /Organization/ }).selectOption({ label: organization });
  await claim.getByRole('button', { name: 'Ask to manage it' }).click();
  await expect(claim.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page);
  await claim
    .getByRole('textbox', { name: /Who you are/ })
    .fill('Program director; call the front desk at (414) 555-0100 to check.');
  await claim.getByRole('button', { name: 'Ask to manage it' }).click();
  await expect(page.getByText('Request sent. Staff will answer by e-mail.')).toBeVisible();
  await expect(claim.getByRole('status')).toHaveText(
    `Your request for ${organization}: Waiting for staff.`,
  );
  await expect(claim.getByRole('button', { name: 'Ask to manage it' })).toHaveCount(0);
  await expectAccessible(page);

  // Staff, on the same browser once the owner is signed out.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await setUpStaffSignIn(page, STAFF.claims, expectAccessible);
  await page.getByRole('link', { name: 'Organizations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const requests = page.getByRole('search', { name: 'Search by organization, name or e-mail' });
  await requests.getByRole('searchbox').fill(owner.email);
  await requests.getByRole('button', { name: 'Search' }).click();
  const card = page
    .getByRole('list', { name: 'Claim requests' })
    .getByRole('article', { name: organization });
  await expect(card).toContainText(`Ada Moss (${owner.email})`);
  await expect(card).toContainText('Program director; call the front desk');
  await expectAccessible(page);

  // Approving asks for the reason first.
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve the request for ${organization}` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Write the reason.')).toBeVisible();
  await expectAccessible(page);
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('Checked with the front desk by phone');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Ada Moss now manages ${organization}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No claim requests here' })).toBeVisible();

  // The known providers show the new owner.
  const providers = page.getByRole('search', { name: 'Search by name' });
  await providers.getByRole('searchbox').fill(organization);
  await providers.getByRole('button', { name: 'Search' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Known reentry providers' })
      .getByRole('row', { name: new RegExp(organization) }),
  ).toContainText(`Ada Moss (${owner.email})`);
  await expectAccessible(page);

  // The audit log keeps the decision and its reason.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row', { name: /Claim approved/ });
  await expect(entry).toContainText('Checked with the front desk by phone');
  await expect(entry).toContainText('Noor Haddad');
  await expectAccessible(page);

  // The owner is told by e-mail, and their onboarding no longer offers the claim.
  const mail = await latestMail(page.request, owner.email, 'organizationClaimApproved');
  expect(mail.subject).toBe(`${organization} is yours to manage`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/rsp/create-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your phone number' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Is your organization already listed?' }),
  ).toHaveCount(0);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
