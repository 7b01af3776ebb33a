import { randomUUID } from 'node:crypto';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { expect, test } from '../../support/fixtures.ts';
import { applyThroughApi, postJobs } from '../../support/jobs.ts';

/**
 * Current Opportunities and applying (docs/product.md#client-screens, the daily limit of
 * docs/rules.md#limits).
 */

// Posting 60 jobs takes 20 employers (3 free jobs each).
test.describe.configure({ timeout: 240_000 });

test('browses more than 60 jobs with infinite scroll and a Load more button', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const tag = randomUUID().slice(0, 6);
  const seeds = Array.from({ length: 60 }, (_, i) => ({
    title: `Opening ${tag} ${String(i + 1).padStart(2, '0')}`,
  }));
  await postJobs(page.request, seeds);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  await page.goto('/client/jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Current Opportunities' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Current Opportunities' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(/^Showing 20 of \d+ jobs$/)).toBeVisible();
  // Newest first: the last one posted leads.
  await expect(cards.first().getByRole('heading')).toHaveText(`Opening ${tag} 60`);
  const newest = cards.first();
  await expect(newest.getByText('$18 - $22 per hour')).toBeVisible();
  await expect(newest.getByText('Full time')).toBeVisible();
  await expect(newest.getByText('Milwaukee, WI')).toBeVisible();
  await expect(newest.getByRole('img', { name: 'Experience: entry level' })).toBeVisible();
  await expectAccessible(page);

  // The keyboard way: the Load more button.
  const loadMore = page.getByRole('button', { name: 'Load more jobs' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(40);

  // The scrolling way: more pages arrive as the end of the list comes into view.
  const allShown = page.getByText(/You have seen every job\.$/);
  for (let i = 0; i < 30 && !(await allShown.isVisible()); i += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(250);
  }
  await expect(allShown).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  const total = Number(
    /of (\d+) jobs/.exec((await page.getByText(/^Showing \d+ of \d+ jobs/).innerText()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThanOrEqual(60);
  await expect(cards).toHaveCount(total);
  await expect(list.getByRole('link', { name: new RegExp(`^Opening ${tag} `) })).toHaveCount(60);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('searches and filters Current Opportunities, then applies to what it found', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const tag = `k${randomUUID().slice(0, 6)}`;
  await postJobs(page.request, [
    { title: `Forklift driver ${tag}` },
    { title: `Forklift driver ${tag} nights`, workingTime: 'partTime' },
    { title: `Cashier ${tag}` },
  ]);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  await page.goto('/client/jobs');
  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByRole('searchbox').fill(`forklift ${tag}`);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const list = page.getByRole('list', { name: 'Current Opportunities' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2 jobs found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=forklift\\+${tag}$`));

  await search.getByText('Filters').click();
  await search.getByRole('checkbox', { name: 'Part time' }).check();
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 job found')).toBeVisible();
  await expectAccessible(page);

  // Back undoes the filter; forward brings it again.
  await page.goBack();
  await expect(list.getByRole('article')).toHaveCount(2);
  await page.goForward();
  await expect(list.getByRole('article')).toHaveCount(1);

  // Nothing matches: the page offers the whole list.
  await search.getByRole('textbox', { name: 'City' }).fill('Nowhere');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();

  await list.getByRole('link', { name: `Forklift driver ${tag} nights` }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your application was successful!')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('says when a search finds more jobs than it counts', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  // A count stops at 1,000 matches (docs/decisions/044-bounded-totals-and-ranked-windows.md).
  // Posting 1,001 jobs would take 334 employers: the server's own answer is shown as it is, with
  // the two headers a capped count carries.
  const tag = `c${randomUUID().slice(0, 6)}`;
  await postJobs(page.request, [{ title: `Packer ${tag}` }, { title: `Packer ${tag} days` }]);
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);
  await page.route(
    (url) => url.pathname === '/api/v1/jobs' && url.searchParams.has('q'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'x-total-count': '1000',
          'x-total-count-capped': 'true',
        },
      });
    },
  );

  await page.goto(`/client/jobs?q=packer+${tag}`);
  const list = page.getByRole('list', { name: 'Current Opportunities' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(
    page.getByRole('status').filter({ hasText: 'More than 1,000 jobs found' }),
  ).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('applies with answers, then meets the daily application limit', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const tag = randomUUID().slice(0, 6);
  const questions = ['Why do you want this job?', 'When can you start?'];
  const jobs = await postJobs(
    page.request,
    Array.from({ length: 4 }, (_, i) => ({ title: `Apply ${tag} ${i + 1}`, questions })),
  );
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  // The first application, through the form.
  await page.goto(`/client/jobs/${jobs[0]!.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: `Apply ${tag} 1` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Why do you want this job?' }).fill('I like the work.');
  await page.getByRole('textbox', { name: 'When can you start?' }).fill('Next Monday.');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application was successful!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Applied' })).toBeVisible();
  await expectAccessible(page);

  // Two more today reach the limit of 3.
  expect(await applyThroughApi(page.request, client.accessToken, jobs[1]!)).toBe(201);
  expect(await applyThroughApi(page.request, client.accessToken, jobs[2]!)).toBe(201);

  await page.goto(`/client/jobs/${jobs[3]!.id}/`);
  await page.getByRole('textbox', { name: 'Why do you want this job?' }).fill('I like the work.');
  await page.getByRole('textbox', { name: 'When can you start?' }).fill('Next Monday.');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const limit =
    "You've reached your application limit for today. Check back tomorrow to continue applying.";
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
  await expect(page.locator('.application-form').getByText(limit)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'When can you start?' })).toHaveValue(
    'Next Monday.',
  );
  await expectAccessible(page);

  // The dashboard lists the three applications with their status.
  await page.goto('/client/');
  const applications = page.getByRole('list', { name: 'My Applications' });
  await expect(applications.getByRole('article')).toHaveCount(3);
  // Each says Applied twice: its status, and the one step of its timeline so far.
  for (const card of await applications.getByRole('article').all()) {
    const timeline = card.getByRole('list', { name: 'Where your application stands' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline).toContainText('Applied');
    await expect(card.getByText('Applied', { exact: true })).toHaveCount(2);
  }
  await expect(page.getByText('3 applications')).toBeVisible();
  await expectAccessible(page);

  // The browser reports the refused request itself; that one is expected.
  const unexpected = consoleErrors.filter((text) => !/status of 429/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  expect(consoleErrors).toEqual([]);
});
