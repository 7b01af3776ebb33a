import type { Page } from '@playwright/test';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { createEmployerWithProfile, postJob, signIn } from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/** The interface in Spanish: a Spanish browser gets it on its first visit, on every main page. */
test.use({ locale: 'es-US' });

/** Words of the English interface that must not show on a Spanish page. */
const ENGLISH_WORDS =
  /\b(Loading|Dashboard|Log In|Sign Up|Save|Cancel|Applied|Current Opportunities)\b/;

async function expectSpanishPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main')).not.toContainText(ENGLISH_WORDS);
}

test('the public pages follow a Spanish browser, and the switch changes them in place', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/job-seekers/');
  await expectSpanishPage(page, 'Para quienes buscan trabajo');

  await page.goto('/login/');
  await expectSpanishPage(page, 'Iniciar sesión');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('ana@example.com');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Cambiar el idioma a English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');

  // The choice is kept: the next visit stays in English, whatever the browser says.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await footer.getByRole('button', { name: 'Change language to Español' }).click();
  await expectSpanishPage(page, 'Iniciar sesión');
  expect(consoleErrors).toEqual([]);
});

test('a job seeker reads the dashboard, the jobs and the profile in Spanish', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token, { title: 'Ayudante de almacén' });
  const client = await createClient(page.request, NO_OFFENSE_PROFILE);
  await signInWithSession(page, client);

  await page.goto('/client');
  await expectSpanishPage(page, 'Panel');
  await expectAccessible(page);

  await page.goto('/client/jobs');
  await expectSpanishPage(page, 'Empleos disponibles');
  await page.getByRole('link', { name: job.title }).first().click();
  await expectSpanishPage(page, 'Detalles del empleo');
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await expect(page.locator('main')).toContainText('por hora');
  await expect(page.locator('main')).toContainText('Tiempo completo');

  await page.goto('/client/profile');
  await expectSpanishPage(page, 'Mi perfil');
  await expect(page.locator('main')).toContainText('Sin delitos');
  expect(consoleErrors).toEqual([]);
});

test('an employer reads the dashboard and a job in Spanish', async ({ page, consoleErrors }) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  await signIn(page, employer);

  await page.goto('/employer');
  await expectSpanishPage(page, 'Panel');
  await expect(page.getByText(job.title)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
