import type { Page } from '@playwright/test';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { createEmployerWithProfile, postJob, signIn, uniqueWord } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Job cards a client can scan and open from anywhere on them, the whole posting on the client's
 * and the employer's job pages (docs/web-app.md#interface-pieces), and the employer's quota kept
 * fresh (docs/web-app.md#fresh-data).
 */

test.describe.configure({ timeout: 120_000 });

/** The parts of the whole posting every job page shows. */
async function expectWholePosting(page: Page, title: string) {
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('Job details').getByText('Run and maintain CNC machines')).toBeVisible();
  await expect(region('Job details').getByText(/^April \d{4}$/)).toBeVisible();
  await expect(region('Responsibilities').getByRole('listitem')).toHaveText([
    'Set up machines',
    'Check parts against drawings',
  ]);
  const skills = region('Skills and experience');
  await expect(skills.getByText('Entry level')).toBeVisible();
  await expect(skills.getByText('Comfortable with measuring tools.')).toBeVisible();
  const pay = region('Pay');
  await expect(pay.getByText('$19 - $24 per hour')).toBeVisible();
  await expect(pay.getByText('Paid weekly.')).toBeVisible();
  await expect(pay.getByText('Shift differential')).toBeVisible();
  await expect(region('Questions').getByText('Can you work the day shift?')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
}

test('a client scans the cards, opens one by clicking anywhere on it, and reads the whole posting', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const word = uniqueWord();
  const job = await postJob(page.request, employer.token, {
    title: `Machine Operator ${word}`,
    typeOfWork: 'remote',
    location: null,
  });
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  await page.goto(`/client/jobs?q=${word}`);
  const card = page.getByRole('article').filter({ hasText: job.title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Posted today')).toBeVisible();
  await expect(card.getByText('Remote', { exact: true })).toBeVisible();
  await expect(card.getByText('$19 - $24 per hour')).toBeVisible();
  await expect(card.getByText('Full time')).toBeVisible();
  // One link in the card: nothing nested breaks the click.
  await expect(card.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);

  // Keyboard focus on the title rings the whole card.
  const link = card.getByRole('link', { name: job.title });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    const box = element.closest('article')!.getBoundingClientRect();
    return { outline: after.outlineStyle, position: after.position, cardWidth: box.width };
  });
  expect(ring).toMatchObject({ outline: 'solid', position: 'absolute' });

  // A click far from the title (the bottom right corner of the card) opens the job.
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
  await expect(page).toHaveURL(new RegExp(`/client/jobs/${job.id}/$`));
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await expectWholePosting(page, job.title);
  // The offense categories a job accepts are its employer's setting.
  await expect(page.getByRole('region', { name: /offense categories/i })).toHaveCount(0);
  await expectAccessible(page);

  // In Spanish the posted date says so in Spanish.
  await page.goto(`/client/jobs?q=${word}`);
  await page.getByRole('button', { name: 'Change language to Español' }).first().click();
  await expect(page.getByRole('article').getByText('Publicado hoy')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the employer's job page shows the whole posting with the offense categories it accepts", async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token, {
    offenses: ['possession', 'burglary'],
  });
  await signIn(page, employer);

  await page.goto(`/employer/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job posting' })).toBeVisible();
  await expectWholePosting(page, job.title);
  const offenses = page.getByRole('region', { name: 'Offense categories this job accepts' });
  await expect(offenses.getByText('Possession')).toBeVisible();
  await expect(offenses.getByText('Burglary')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Job Posting' })).toHaveAttribute(
    'href',
    `/employer/edit-job/${job.id}`,
  );
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

/** A job draft as the wizard keeps it (features/employer/hooks/drafts.ts). */
function wizardDraft(title: string) {
  const none: string[] = [];
  return {
    title,
    description: 'Cook good food.',
    department: 'Kitchen',
    startMonth: 3,
    startYear: new Date().getFullYear() + 1,
    typeOfWork: 'remote',
    workingTime: 'partTime',
    numberOfOpenPositions: 1,
    offenseDrugs: none,
    offensePropertyDamage: none,
    offenseSexual: none,
    offenseTheft: none,
    offenseViolent: none,
    offenseWhiteCollar: none,
    offenseMotorVehicle: none,
    responsibilities: ['Prep vegetables'],
    experience: 'mid',
    skills: ['hospitality'],
    skillsDescription: 'Knife skills.',
    salary: 'hourly',
    salaryMin: 16,
    salaryMax: 20,
    salaryDescription: 'Weekly pay',
    bonuses: ['Free meals'],
    questions: ['Can you work weekends?'],
  };
}

/** Moves within the app as a link would: no reload, so the cache stays. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('after a refused post the dashboard says no post is left, and Post a job opens the quota modal', async ({
  page,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  await postJob(page.request, employer.token);
  await postJob(page.request, employer.token);
  const me = await page.request.get('/api/v1/user', {
    headers: { authorization: `Bearer ${employer.token}` },
  });
  const userId = ((await me.json()) as { id: string }).id;
  await signIn(page, employer);
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [`fairchance.employer.draft.job.${userId}`, JSON.stringify(wizardDraft('Line Cook'))],
  );

  await page.goto('/employer');
  const quota = page.getByRole('list', { name: 'What your plan has left' });
  await expect(quota).toContainText('1 job post left');

  // Another tab posts the last free job; this one, still showing one left, tries to post.
  const elsewhere = await postJob(page.request, employer.token);
  await goInApp(page, '/employer/create-job/confirm/');
  await page.getByRole('button', { name: 'Post Job' }).click();
  const modal = page.getByRole('dialog', { name: 'You have exceeded your free job quota!' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(quota).toContainText('0 job posts left');
  await expect(page.getByRole('link', { name: elsewhere.title })).toBeVisible();
  await page.getByRole('button', { name: 'Post a job' }).first().click();
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // 'Post a Job' in the navigation opens the same modal.
  await page.getByRole('link', { name: 'Post a Job' }).first().click();
  await expect(modal).toBeVisible();
  await expectAccessible(page);
});

test('coming back to the window shows a job posted in another tab, and the quota it took', async ({
  page,
  consoleErrors,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  await signIn(page, employer);
  await page.goto('/employer');
  const quota = page.getByRole('list', { name: 'What your plan has left' });
  await expect(quota).toContainText('3 job posts left');

  const elsewhere = await postJob(page.request, employer.token);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('link', { name: elsewhere.title })).toBeVisible();
  await expect(quota).toContainText('2 job posts left');
  expect(consoleErrors).toEqual([]);
});

test("a photo that is not an image says why, in the employer's account settings", async ({
  page,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  await signIn(page, employer);
  await page.goto('/employer/account-settings');
  const input = page.getByLabel('Profile photo');
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not a picture.\n'),
  });
  await expect(input).toHaveAccessibleDescription(/The picture must be a JPG, GIF or PNG image\./);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectAccessible(page);
});
