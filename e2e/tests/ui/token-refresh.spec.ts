import { createAccount, requestTokens } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { shortTokenServerURL } from '../../support/servers.ts';

// This server's access tokens last 2 seconds (see playwright.config.ts).
test.use({ baseURL: shortTokenServerURL() });

test('an expired access token is refreshed without the person noticing', async ({
  page,
  request,
  expectAccessible,
}) => {
  const account = await createAccount(request, 'client');
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/v1/oauth/token')) {
      const body = sent.postDataJSON() as { grantType?: string };
      if (body.grantType) refreshes.push(body.grantType);
    }
  });

  // Sign in through the form (this server has no demo data and its own accounts).
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client\/create-profile$/);
  await expectAccessible(page);

  // Let the access token expire, then come back: the session is refreshed, not ended.
  await page.waitForTimeout(2500);
  await page.reload();
  await expect(page).toHaveURL(/\/client\/create-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2500);
  await page.goto('/login/');
  // A signed-in person is sent on from the sign-in page: the session survived twice.
  await expect(page).toHaveURL(/\/client\/create-profile$/);
  expect(refreshes.filter((grant) => grant === 'refresh_token').length).toBeGreaterThanOrEqual(2);
});

test('a request refused with 401 is refreshed and retried once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = await createAccount(request, 'client');
  const tokens = await requestTokens(request, account.email, account.password);
  // The stored session claims a token that is valid for an hour, but the server's token lasts
  // 2 s: the first call after it expires is refused, and the client must recover by itself.
  await page.waitForTimeout(2500);
  await page.goto('/');
  await page.evaluate(
    (session) => {
      localStorage.setItem('fairchance.session', JSON.stringify(session));
      document.cookie = 'is.authenticated=true; Max-Age=7776000; Path=/; SameSite=Lax';
    },
    {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + 3_600_000,
    },
  );
  const answers: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/api/v1/')) answers.push(answer.status());
  });
  await page.goto('/client/create-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/create-profile$/);
  expect(answers).toContain(401);
  // The browser reports each refused call in the console; those are expected here.
  const expected = (message: string) => /401/.test(message);
  expect(consoleErrors.filter((message) => !expected(message))).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
});
