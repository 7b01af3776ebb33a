import { readFile } from 'node:fs/promises';
import { DEMO, DEMO_PASSWORD, latestMail, signInThroughApi } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Outcomes after a hire and the reports for funders (docs/rules.md#outcomes-after-hire,
 * docs/rules.md#reports), with the demo organization: its case manager follows James, hired five
 * weeks ago (demo data), so his 30-day check-in is due; the director then reads the period's
 * figures and exports them.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('a case manager records the 30-day check-in; the director opens Reports and exports the CSV', async ({
  browser,
  page,
  consoleErrors,
  expectAccessible,
}) => {
  test.slow();
  await signInThroughApi(page, DEMO.rspMember, DEMO_PASSWORD);
  await page.goto('/rsp/clients');
  // Above the attention list, the check-ins due prompt James's, which leads to his page.
  const due = page.getByRole('region', { name: 'Check-ins due' });
  const jamesDue = due.getByRole('listitem').filter({ hasText: 'James Carter' });
  await expect(jamesDue).toContainText('30-day check-in Due');
  await expect(jamesDue).toContainText('Site Laborer at Brew City Builders');
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await expectAccessible(page);
  await jamesDue.getByRole('link', { name: 'James Carter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
  const checkIns = page.getByRole('region', { name: 'Check-ins after hire' });
  await expect(
    checkIns.getByRole('heading', { name: 'Site Laborer at Brew City Builders' }),
  ).toBeVisible();
  const thirty = checkIns.getByRole('listitem').filter({ hasText: '30-day check-in' });
  await expect(thirty).toContainText('Due');
  await expect(checkIns.getByRole('listitem').filter({ hasText: '90-day check-in' })).toContainText(
    'Upcoming',
  );
  await expectAccessible(page);

  await thirty.getByRole('button', { name: 'Record 30-day check-in' }).click();
  const form = checkIns.getByRole('form', { name: '30-day check-in' });
  // Nothing chosen yet: the questions say so.
  await form.getByRole('button', { name: 'Save Check-in' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('radiogroup', { name: 'Still employed?' }).getByLabel('Yes').check();
  await form.getByRole('radiogroup', { name: 'Same employer?' }).getByLabel('Yes').check();
  await form.getByRole('spinbutton', { name: 'Hourly wage (USD)' }).fill('18.50');
  await form.getByRole('spinbutton', { name: 'Hours a week' }).fill('40');
  await form.getByRole('textbox', { name: 'Notes' }).fill('Likes the crew; needs steel-toe boots.');
  await form.getByRole('button', { name: 'Save Check-in' }).click();
  await expect(page.getByText('Check-in saved!')).toBeVisible();
  await expect(thirty).toContainText('Recorded');
  await expect(thirty).toContainText('$18.50');
  await expect(thirty).toContainText('Luis Ramirez');
  await expectAccessible(page);

  // Back on the clients page, the recorded check-in is no longer prompted.
  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'James Carter' })).toBeVisible();
  await expect(jamesDue).toHaveCount(0);
  await expectAccessible(page);

  // The director's Reports tab: the charts moved here, and this year's figures.
  const directorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const director = await directorContext.newPage();
  await signInThroughApi(director, DEMO.rspOwner, DEMO_PASSWORD);
  await director.goto('/rsp/clients');
  await director.getByRole('link', { name: 'Reports' }).click();
  await expect(director).toHaveURL(/\/rsp\/reports$/);
  await expect(director.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const statistics = director.getByRole('region', { name: 'Statistics' });
  await expect(statistics.getByRole('table', { name: 'Justice status' })).toContainText('Parole');
  await expectAccessible(director);

  // A period that ends before it starts is refused on the form.
  const period = director.getByRole('form', { name: 'Period' });
  const today = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const from = day(new Date(today.getTime() - 90 * 86_400_000));
  await period.getByLabel('From').fill(day(today));
  await period.getByLabel('To').fill(from);
  await period.getByRole('button', { name: 'Show Report' }).click();
  await expect(period.getByText('End date must be after start date')).toBeVisible();
  await expectAccessible(director);

  await period.getByLabel('From').fill(from);
  await period.getByLabel('To').fill(day(today));
  await period.getByRole('button', { name: 'Show Report' }).click();
  await expect(director).toHaveURL(new RegExp(`/rsp/reports\\?from=${from}&to=${day(today)}$`));
  const total = director.getByRole('table', { name: 'All clients' });
  await expect(total.getByRole('row', { name: /All clients/ })).toContainText('$18.50');
  const byManager = director.getByRole('table', { name: 'By case manager' });
  await expect(byManager.getByRole('rowheader', { name: 'Luis Ramirez' })).toBeVisible();
  await expect(director.getByRole('table', { name: 'By county' })).toContainText('Milwaukee');
  await expectAccessible(director);

  const download = director.waitForEvent('download');
  await director.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`outcomes-${from}-${day(today)}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toContain('"Clients served"');
  expect(lines[1]).toMatch(/^"All clients",/);
  expect(lines[1]).toMatch(/,18\.5$/);
  expect(csv).toContain('"Case manager","Luis Ramirez"');
  await expectAccessible(director);
  await directorContext.close();
  expect(consoleErrors).toEqual([]);
});

test('the client answers the e-mailed check-in once, without signing in; the case manager reads it', async ({
  page,
  request,
  consoleErrors,
  expectAccessible,
}) => {
  // The hourly task e-mails James when his 30-day check-in falls due (here: at the server's start).
  const mail = await latestMail(request, 'james@demo.fairchance.example', 'checkInRequest');
  const link = /\/check-in\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How is your job going?' }),
  ).toBeVisible();
  await expect(
    page.getByText(/30 days since you started as Site Laborer at Brew City Builders/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send My Answer' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('radiogroup', { name: 'Are you still working there?' })
    .getByLabel('Yes')
    .check();
  await page.getByRole('textbox', { name: 'Is there anything you need?' }).fill('A bus pass.');
  await page.getByRole('button', { name: 'Send My Answer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expectAccessible(page);

  // Single use: the link now says it was answered.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This check-in was already answered' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/check-in/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expectAccessible(page);
  // The browser logs the refused link's 404; nothing else went wrong.
  expect(consoleErrors.every((error) => error.includes('404'))).toBe(true);
  consoleErrors.length = 0;

  await signInThroughApi(page, DEMO.rspMember, DEMO_PASSWORD);
  await page.goto('/rsp/clients');
  await page
    .getByRole('table', { name: 'Clients' })
    .getByRole('link', { name: 'James Carter' })
    .click();
  const checkIns = page.getByRole('region', { name: 'Check-ins after hire' });
  await expect(checkIns).toContainText('The client answered: still working.');
  await expect(checkIns).toContainText('Needs: A bus pass.');
  expect(consoleErrors).toEqual([]);
});
