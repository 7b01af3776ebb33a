import { PASSWORD, uniqueEmail } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * docs/roles-and-permissions.md#route-guards: a new account has no profile yet, so each lands on
 * its role's create-profile screen.
 */
const KINDS = [
  { type: 'client', url: '/signup/', heading: 'Sign Up', lands: /\/client\/create-profile$/ },
  {
    type: 'employer',
    url: '/signup/employer/',
    heading: 'Employer Sign Up',
    lands: /\/employer\/create-profile$/,
  },
  {
    type: 'rsp',
    url: '/signup/rsp/',
    heading: 'Service Provider Sign Up',
    lands: /\/rsp\/create-profile$/,
  },
] as const;

for (const kind of KINDS) {
  test(`signs up as ${kind.type} and lands on the create-profile screen`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(kind.url);
    await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible();
    await expectAccessible(page);

    // The terms and the privacy policy open in a new tab.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(main.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await page.getByRole('textbox', { name: 'First name' }).fill('Jordan');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(`signup-${kind.type}`));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(kind.lands);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'FairChance Jobs home' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}

test('shows what is missing before anything is sent', async ({ page, expectAccessible }) => {
  await page.goto('/signup/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  await expectAccessible(page);
});
