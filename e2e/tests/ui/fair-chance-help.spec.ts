import type { Page } from '@playwright/test';
import { latestMail } from '../../support/accounts.ts';
import { signInWithSession } from '../../support/clients.ts';
import {
  createApplicant,
  createEmployerWithProfile,
  postJob,
  signIn,
  uniqueWord,
} from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Fair-chance hiring help (docs/decisions/026-fair-chance-help.md): the offenses step's note on
 * Wisconsin law and the EEOC's individualized assessment; the client's statement, left out of the
 * cloaked preview and shown to an employer only from the interview request on; the hire help on
 * the screen and in the employer's e-mail, with nothing of the person's offense; and the hired
 * client's note on Form 8850.
 */

test.describe.configure({ timeout: 90_000 });

const DWD_RECORDS = 'https://dwd.wi.gov/er/digest/122.19.htm';
const EEOC =
  'https://www.eeoc.gov/laws/guidance/enforcement-guidance-consideration-arrest-and-conviction-records-employment-decisions';
const DWD_WOTC = 'https://dwd.wisconsin.gov/jobservice/taxcredit/';
const DWD_WOTC_FAQS = 'https://dwd.wi.gov/jobservice/taxcredit/faqs.htm';
const IRS_8850 = 'https://www.irs.gov/forms-pubs/about-form-8850';
const BONDING = 'https://bonds4jobs.com/';

const OFFER_DAY_DEADLINE =
  'Deadline 1: page 1 of IRS Form 8850 is filled in by the day of the job offer';
const TWENTY_EIGHT_DAYS = 'Deadline 2: within 28 days of the start date';
const BOND = 'The Federal Bonding Program gives you a free fidelity bond';

async function next(page: Page) {
  const button = page.getByRole('button', { name: 'Next', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
}

test('the offenses step tells the employer what Wisconsin law and the EEOC ask', async ({
  page,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  await signIn(page, employer);

  await page.goto('/employer/');
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Job Posting' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job title' }).fill(`Line Cook ${uniqueWord()}`);
  await page.getByRole('textbox', { name: 'Department' }).fill('Kitchen');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Prepare meals for lunch.');
  await page
    .getByRole('combobox', { name: 'Start year' })
    .selectOption(String(new Date().getFullYear() + 1));
  await page.getByRole('combobox', { name: 'Type of work' }).selectOption({ label: 'On-site' });
  await page.getByRole('combobox', { name: 'Working time' }).selectOption({ label: 'Full time' });
  await page.getByRole('spinbutton', { name: 'Number of open positions' }).fill('1');
  await next(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('800 N Plankinton Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await page.getByRole('combobox', { name: 'State' }).selectOption('WI');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('53203');
  await next(page);

  await expect(
    page.getByRole('heading', { level: 2, name: 'Offenses you can accept', exact: true }),
  ).toBeVisible();
  const note = page.getByRole('complementary', {
    name: 'Before you choose: what Wisconsin law allows',
  });
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    'In Wisconsin, an employer may consider a conviction only when the offense is substantially related to the circumstances of the job',
  );
  await expect(note).toContainText('may not ask about arrests');
  await expect(note).toContainText('make an individualized assessment');
  await expect(note).toContainText('give them a chance to explain, and reconsider');
  const records = note.getByRole('link', { name: /Wisconsin DWD: arrest and conviction records/ });
  await expect(records).toHaveAttribute('href', DWD_RECORDS);
  await expect(records).toHaveAttribute('target', '_blank');
  await expect(
    note.getByRole('link', { name: /EEOC guidance on arrest and conviction records/ }),
  ).toHaveAttribute('href', EEOC);
  await expect(note.getByText('(checked November 24, 2026)')).toHaveCount(2);
  // The note informs; the step still works as before.
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByRole('checkbox', { name: 'Possession' })).toBeChecked();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('the statement reaches the employer from the interview on; the hire brings its help', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  const employer = await createEmployerWithProfile(page.request);
  const job = await postJob(page.request, employer.token);
  // A client on parole with a drug possession record (support/employers.ts).
  const client = await createApplicant(page.request, 'Selma');
  const statement = `Since my release I finished a welding course and hold a Certificate of Qualification for Employment. Ref ${uniqueWord()}.`;
  await signInWithSession(page, client);

  // The client writes their statement on its own edit screen.
  await page.goto('/client/edit-profile/statement');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit In Your Own Words' }),
  ).toBeVisible();
  await expect(page.getByText(/Your offense categories are never shown/)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true }).last();
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your statement (optional)' }).fill(statement);
  await expect(page.getByText(`${statement.length} of 2,000 characters`)).toBeVisible();
  await expectAccessible(page);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated!' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/profile\/$/);
  const mine = page.getByRole('region', { name: 'In Your Own Words' });
  await expect(mine).toContainText(statement);
  await expect(mine).toContainText(
    'An employer sees this only after requesting an interview with you, for that job.',
  );
  await expectAccessible(page);

  // How employers see the profile: without the statement.
  const toggle = page.getByRole('switch', { name: 'Show how employers see my profile' });
  await toggle.check();
  await expect(page.getByText(/This is how employers see your profile/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'In Your Own Words' })).toHaveCount(0);
  await expect(page.getByText(statement)).toHaveCount(0);
  await expect(page.locator('#professional-summary')).toContainText('Reliable line cook');
  await expectAccessible(page);

  // The client applies.
  await page.goto(`/client/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Can you work the day shift?' }).fill('Yes, any day.');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application was successful!' }),
  ).toBeVisible();
  await expect(page.getByText(/Your employer may ask you to fill in IRS Form 8850/)).toHaveCount(0);
  await expectAccessible(page);

  // The employer, in a browser of their own, whose console errors count too.
  const employerContext = await browser.newContext({ reducedMotion: 'reduce' });
  const employerPage = await employerContext.newPage();
  employerPage.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`employer: ${message.text()}`);
  });
  employerPage.on('pageerror', (error) => consoleErrors.push(`employer: ${error.message}`));
  await signIn(employerPage, employer);
  await employerPage.goto(`/employer/jobs/${job.id}/`);
  await expect(employerPage.getByText('1 applicant', { exact: true })).toBeVisible();
  await employerPage
    .locator('.applicant-row')
    .filter({ hasText: 'Candidate 1' })
    .getByRole('link')
    .click();

  // Before the interview request: no statement, and nothing hints that one exists.
  await expect(employerPage.getByRole('heading', { level: 1, name: 'Candidate 1' })).toBeVisible();
  await expect(employerPage.getByRole('heading', { name: 'Job Specific Questions' })).toBeVisible();
  await expect(employerPage.getByRole('heading', { name: 'In their own words' })).toHaveCount(0);
  await expect(employerPage.getByText(statement)).toHaveCount(0);
  await expect(employerPage.getByText(/Certificate of Qualification/)).toHaveCount(0);
  await expectAccessible(employerPage);

  // After it: the name, and the statement.
  await employerPage.getByRole('button', { name: 'Request Interview' }).click();
  await confirm(employerPage, 'Request an interview?');
  await expect(
    employerPage.getByRole('heading', { level: 1, name: `${client.fullName} (Candidate 1)` }),
  ).toBeVisible();
  const theirs = employerPage.getByRole('region', { name: 'In their own words' });
  await expect(theirs).toContainText(statement);
  await expect(theirs).toContainText('shared with you from the interview on');
  await expect(employerPage.getByRole('heading', { name: /Offense History/ })).toHaveCount(0);
  await expectAccessible(employerPage);

  // The hire: its help opens at once.
  await employerPage.getByRole('button', { name: 'Hire' }).click();
  await confirm(employerPage, 'Hire this candidate?');
  const help = employerPage.getByRole('dialog', { name: 'Help that may come with this hire' });
  await expect(help).toBeVisible();
  await expect(
    help.getByRole('heading', { level: 3, name: 'Work Opportunity Tax Credit' }),
  ).toBeVisible();
  await expect(
    help.getByRole('heading', { level: 3, name: 'Federal Bonding Program' }),
  ).toBeVisible();
  await expect(help).toContainText(OFFER_DAY_DEADLINE);
  await expect(help).toContainText(TWENTY_EIGHT_DAYS);
  await expect(help).toContainText(BOND);
  await expect(help).toContainText('says nothing about the person you hired');
  await expect(help).toContainText('confirm with the agency before you rely on them');
  for (const [name, href] of [
    [/Wisconsin DWD: Work Opportunity Tax Credit/, DWD_WOTC],
    [/Wisconsin DWD: WOTC questions/, DWD_WOTC_FAQS],
    [/IRS: Form 8850/, IRS_8850],
    [/The Federal Bonding Program/, BONDING],
  ] as const) {
    const link = help.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // Nothing of the person in it: no name, no offense, no statement.
  await expect(help).not.toContainText(client.fullName);
  await expect(help).not.toContainText(/possession|drug|parole/i);
  await expect(help).not.toContainText(statement);
  await expectAccessible(employerPage);
  await help.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(help).toHaveCount(0);
  await expect(employerPage.getByText('You hired this candidate.')).toBeVisible();

  // It stays one button away on the hired application.
  await employerPage
    .getByRole('button', { name: 'See hiring help: tax credit and bonding' })
    .click();
  await expect(help).toContainText(TWENTY_EIGHT_DAYS);
  await help.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(help).toHaveCount(0);
  await expectAccessible(employerPage);

  // The employer's e-mail carries the same help, and nothing of the person's offense.
  const mail = await latestMail(employerPage.request, employer.email, 'hireHelp');
  expect(mail.subject).toBe(`You hired ${client.fullName}: help that may come with the hire`);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Work Opportunity Tax Credit');
    expect(body).toContain('Federal Bonding Program');
    expect(body).toContain(OFFER_DAY_DEADLINE);
    expect(body).toContain(TWENTY_EIGHT_DAYS);
    expect(body).toContain(BOND);
    for (const url of [DWD_WOTC, DWD_WOTC_FAQS, IRS_8850, BONDING]) expect(body).toContain(url);
    expect(body).toContain(`/employer/jobs/${job.id}/applicant/`);
    expect(body).not.toMatch(/possession|drug|parole/i);
    expect(body).not.toContain('Certificate of Qualification');
    expect(body).not.toContain(client.company);
  }
  await employerContext.close();

  // The hired client's job page: the Form 8850 note, and that it is their choice.
  await page.goto(`/client/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Applied' })).toBeVisible();
  await expect(page.locator('.status-badge--hired')).toHaveText('Hired');
  const hiredNote = page.getByText(/Your employer may ask you to fill in IRS Form 8850/);
  await expect(hiredNote).toBeVisible();
  await expect(hiredNote).toContainText('Filling it in is your choice.');
  await expect(page.getByRole('link', { name: /IRS: Form 8850/ })).toHaveAttribute(
    'href',
    IRS_8850,
  );
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
