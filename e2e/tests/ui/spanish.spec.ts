import type { Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../../support/accounts.ts';
import { createClient, NO_OFFENSE_PROFILE, signInWithSession } from '../../support/clients.ts';
import { createEmployerWithProfile, postJob, signIn, uniqueWord } from '../../support/employers.ts';
import { expectNoEnglish } from '../../support/english-text.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createOrganization } from '../../support/rsp.ts';

/**
 * The interface in Spanish (docs/web-app.md#language): a Spanish browser gets it on its first
 * visit, on every main page, and no string of the English interface shows anywhere.
 */
// The accounts a test makes through the API (page.request) speak Spanish too: sign-up keeps the
// language of Accept-Language, and a signed-in page follows its account's language.
test.use({ locale: 'es-US', extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' } });

async function expectSpanishPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);
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
  // The team, with a pending invitation (docs/rules.md#employer-team).
  const invite = await page.request.post(`/api/v1/employers/${employer.employerId}/invitations`, {
    headers: { authorization: `Bearer ${employer.token}` },
    data: { firstName: 'Luz', lastName: 'Mora', email: `luz-${uniqueWord()}@example.com` },
  });
  expect(invite.status()).toBe(201);
  await page.goto('/employer/team');
  await expectSpanishPage(page, 'Equipo');
  await expect(page.getByText('Luz Mora')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a service provider reads its clients and case managers in Spanish', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const organization = await createOrganization(page.request);
  await signIn(page, organization.owner);
  await page.goto('/rsp/clients');
  await expectSpanishPage(page, 'Clientes');
  await expectAccessible(page);
  await page.goto('/rsp/case-managers');
  await expectSpanishPage(page, 'Administradores de casos');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('in Spanish from start to end: sign up, the profile with its offense steps, apply; the employer reviews', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const check = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(page);
    await expectAccessible(page);
  };
  const step = (name: string) => page.getByRole('heading', { level: 2, name });
  const next = async (name = 'Siguiente') => {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
  };
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token, {
    title: `Ayudante de cocina ${uniqueWord()}`,
    description: 'Preparar verduras y mantener limpia la cocina.',
    questions: ['¿Puede trabajar los sábados?'],
  });

  // Sign up.
  await page.goto('/signup/');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
    /Este campo es obligatorio\./,
  );
  await check();
  const email = uniqueEmail('es-journey');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Medina');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();

  // The profile, with the offense steps of a person on parole.
  await expect(page).toHaveURL(/\/client\/create-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cree su perfil' })).toBeVisible();
  await expect(step('¿Cuál es su situación legal ahora?')).toBeVisible();
  await page.getByRole('radio', { name: 'Libertad condicional (parole)' }).check();
  await check();
  await next();

  await expect(step('¿Cuál es su número de teléfono?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('4145550123');
  await next();
  await expect(step('¿Dónde vive?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Milwaukee');
  await check();
  await next();
  await expect(step('¿Qué apoyo le ayudaría ahora?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Transporte' }).check();
  await next();
  await expect(step('¿Trabaja con un proveedor de servicios de reintegración?')).toBeVisible();
  await page.getByRole('radio', { name: 'Ahora no trabajo con un proveedor' }).check();
  await check();
  await next();
  await expect(step('¿Cuáles son sus fortalezas?')).toBeVisible();
  for (const name of ['Confiable', 'Puntual', 'Trabajador', 'Creativo', 'Resuelve problemas'])
    await page.getByRole('checkbox', { name }).check();
  await check();
  await next();
  await expect(step('¿Qué habilidades y oficios tiene?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Almacén' }).check();
  await next();
  await expect(step('¿Qué idiomas habla?')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar idioma' }).click();
  const language = page.getByRole('form', { name: 'Nuevo idioma' });
  await language.getByRole('combobox', { name: 'Idioma' }).selectOption('Español');
  await language.getByRole('combobox', { name: 'Nivel' }).selectOption('Nativo / bilingüe');
  await check();
  await language.getByRole('button', { name: 'Guardar' }).click();
  await next();

  await expect(step('¿Qué tipos de delitos le corresponden?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar y seguir' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Fraude' }).check();
  await check();
  await next('Guardar y seguir');
  await expect(step('¿Cuánto tiempo estuvo en prisión?')).toBeVisible();
  await page.getByRole('radio', { name: 'Menos de 1 año' }).check();
  await check();
  await next();
  await expect(step('¿Cuándo salió?')).toBeVisible();
  await page.getByRole('radio', { name: 'Hace 1 a 2 años' }).check();
  await next();
  await expect(step('¿Su caso fue estatal, federal o los dos?')).toBeVisible();
  await page.getByRole('radio', { name: 'Los dos' }).check();
  await check();
  await next();

  await expect(step('Experiencia de trabajo')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar experiencia de trabajo' }).click();
  const work = page.getByRole('form', { name: 'Nueva experiencia de trabajo' });
  await work.getByRole('textbox', { name: 'Puesto' }).fill('Cocinero');
  await work.getByRole('textbox', { name: 'Empresa' }).fill('Cocina del Lago');
  await work.getByRole('combobox', { name: 'Mes de inicio' }).selectOption({ index: 3 });
  await work.getByRole('combobox', { name: 'Año de inicio' }).selectOption('2019');
  await work.getByRole('checkbox', { name: 'Todavía trabajo aquí' }).check();
  await work
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Parrilla, preparación y limpieza.');
  await check();
  await work.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Cocinero en Cocina del Lago' })).toBeVisible();
  await check();
  await next();
  await expect(step('Cuénteles a los empleadores sobre usted')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Resumen profesional' })
    .fill('Cocinero responsable que aprende rápido.');
  await next();
  await expect(step('Estudios')).toBeVisible();
  await next();
  await expect(step('Licencias y certificados')).toBeVisible();
  await next();
  await expect(step('Información de diversidad')).toBeVisible();
  await check();
  await next();
  await expect(step('¿Cómo supo de nosotros?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cómo supo de nosotros' }).selectOption({ index: 2 });
  await check();
  await next('Enviar');
  await expect(page.getByRole('status').filter({ hasText: '¡Perfil creado!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await check();

  // Apply.
  await page.goto('/client/jobs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleos disponibles' })).toBeVisible();
  await check();
  await page.goto(`/client/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await check();
  await page.getByRole('textbox', { name: '¿Puede trabajar los sábados?' }).fill('Sí, todos.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '¡Su solicitud se envió!' }),
  ).toBeVisible();
  await check();

  // The employer reviews the applicant, in Spanish too.
  await signIn(page, employer);
  await page.goto(`/employer/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Lista de candidatos' })).toBeVisible();
  await check();
  // Until the interview the applicant is the job's first candidate, not a name.
  await page.locator('.applicant-row').filter({ hasText: 'Candidato 1' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidato 1' })).toBeVisible();
  await expect(page.getByText('Sí, todos.')).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Pedir una entrevista' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Pedir una entrevista?' });
  await expect(dialog).toBeVisible();
  await check();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rosa Medina (Candidato 1)' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await check();
  expect(consoleErrors).toEqual([]);
});
