import type { Page } from '@playwright/test';
import { latestMail } from '../../support/accounts.ts';
import { signInWithSession } from '../../support/clients.ts';
import {
  apply,
  createApplicant,
  createEmployerWithProfile,
  postJob,
  signIn,
} from '../../support/employers.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The employer's applicant tracker (docs/decisions/029-applicant-review.md,
 * docs/rules.md#applicant-order-and-counts, #applicant-review, #application-history,
 * #interview-invitations): numbered rows with trades, date and status, the status filters with
 * their counts, next and previous through the candidates, a private note and a rating that stay,
 * the interview request that turns the contacts into links, and an invitation mailed to the
 * client and kept in the history. The client never sees the note.
 */

const rows = (page: Page) => page.locator('.applicant-row');
const row = (page: Page, label: string | RegExp) => rows(page).filter({ hasText: label });
const statusFilters = (page: Page) => page.getByRole('group', { name: 'Filter by status' });
const candidateNav = (page: Page) => page.getByRole('navigation', { name: 'Candidates' });
const candidateHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('reviews five candidates: filters, next and previous, note, rating, interview and invitation', async ({
  page,
  browser,
  consoleErrors,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const employer = await createEmployerWithProfile(request);
  const job = await postJob(request, employer.token);
  // Applied one after another, so they are Candidate 1 to Candidate 5 in this order.
  const applicants = [];
  for (const name of ['Ava', 'Ben', 'Cleo', 'Dre', 'Eli'])
    applicants.push(await createApplicant(request, name));
  for (const applicant of applicants) await apply(request, applicant.token, job);
  const cleo = applicants[2]!;
  const note = `Strong on the forklift, ask about nights ${Date.now()}`;
  await signIn(page, employer);

  // The list: newest first, each row numbered, with its trades, years of work and date.
  await page.goto(`/employer/jobs/${job.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'List of Candidates' })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  for (const [index, number] of [5, 4, 3, 2, 1].entries()) {
    const current = rows(page).nth(index);
    await expect(current.locator('.applicant-row__name')).toHaveText(`Candidate ${number}`);
    await expect(current).toContainText('Manufacturing, Warehouse');
    await expect(current).toContainText('3 years of work');
    await expect(current).toContainText('Applied today');
    await expect(current).toContainText('“Yes, any day.”');
    // A plain application carries no badge; nobody's name is in the page.
    await expect(current.locator('.status-badge')).toHaveCount(0);
  }
  for (const applicant of applicants)
    await expect(page.getByText(applicant.fullName)).toHaveCount(0);
  await expect(statusFilters(page).getByRole('button', { name: 'All (5)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(statusFilters(page).getByRole('button', { name: 'Applied (5)' })).toBeVisible();
  await expect(statusFilters(page).getByRole('button', { name: /^Interview/ })).toHaveCount(0);
  await expectAccessible(page);

  // Through the five with next, then back with previous.
  await row(page, 'Candidate 5').getByRole('link').click();
  await expect(candidateHeading(page, 'Candidate 5')).toBeVisible();
  await expect(candidateNav(page)).toContainText('1 of 5');
  await expect(candidateNav(page).getByRole('link', { name: /^Previous/ })).toHaveCount(0);
  await expectAccessible(page);
  for (const number of [4, 3, 2, 1]) {
    await candidateNav(page)
      .getByRole('link', { name: `Next: Candidate ${number}` })
      .click();
    await expect(candidateHeading(page, `Candidate ${number}`)).toBeVisible();
    await expect(candidateNav(page)).toContainText(`${6 - number} of 5`);
  }
  await expect(candidateNav(page).getByRole('link', { name: /^Next/ })).toHaveCount(0);
  await candidateNav(page).getByRole('link', { name: 'Previous: Candidate 2' }).click();
  await expect(candidateHeading(page, 'Candidate 2')).toBeVisible();
  await candidateNav(page).getByRole('link', { name: 'Previous: Candidate 3' }).click();
  await expect(candidateHeading(page, 'Candidate 3')).toBeVisible();
  await expect(candidateNav(page)).toContainText('3 of 5');
  // Still cloaked: no contacts to follow, no invitation yet.
  await expect(page.getByText(cleo.fullName)).toHaveCount(0);
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  await expect(personal).not.toContainText(cleo.email);
  await expect(page.getByRole('region', { name: 'Interview invitation' })).toHaveCount(0);

  // A private note and a rating.
  const review = page.getByRole('complementary', { name: 'Your review' });
  const notes = review.getByRole('region', { name: 'Private notes' });
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Write the note first.')).toBeVisible();
  await notes.getByRole('textbox', { name: 'New note' }).fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  const rating = review.getByRole('group', { name: 'Your rating (only you see it)' });
  // The choice is shown once the server has it (the radio is controlled by the saved rating).
  await rating.getByRole('radio', { name: '4 stars' }).click();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(rating.getByRole('button', { name: 'Clear rating' })).toBeVisible();
  await expectAccessible(page);

  // Both are kept on the server.
  await page.reload();
  await expect(candidateHeading(page, 'Candidate 3')).toBeVisible();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(rating.getByRole('radio', { name: '3 stars' })).not.toBeChecked();
  const history = review.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Applied');

  // The interview request shows who it is, with the contacts as links.
  await page.getByRole('button', { name: 'Request Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an interview?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(candidateHeading(page, `${cleo.fullName} (Candidate 3)`)).toBeVisible();
  await expect(personal.getByRole('link', { name: cleo.email })).toHaveAttribute(
    'href',
    `mailto:${cleo.email}`,
  );
  await expect(personal.getByRole('link', { name: '(414) 555-0147' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Interview requested');

  // The invitation: a draft in the employer's language, edited, sent, kept in the history.
  const invitation = review.getByRole('region', { name: 'Interview invitation' });
  const message = invitation.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(new RegExp(`^Hello ${cleo.firstName},`));
  await expect(message).toHaveValue(new RegExp(job.title));
  await expect(message).toHaveValue(new RegExp(employer.companyName));
  await expectAccessible(page);
  await message.fill('');
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invitation.getByText('Write the message first.')).toBeVisible();
  const sent = `Hello ${cleo.firstName},\n\nCould you come on Tuesday at 10 am to 400 S 2nd St?\n\n${employer.companyName}`;
  await message.fill(sent);
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  const invited = history.getByRole('listitem').filter({ hasText: 'Interview invitation sent' });
  await expect(invited).toBeVisible();
  await invited.getByText('Show the message').click();
  await expect(invited).toContainText('Could you come on Tuesday at 10 am to 400 S 2nd St?');
  await expectAccessible(page);

  // The client's e-mail, with the employer's words and nothing of the note.
  const mail = await latestMail(request, cleo.email, 'interviewInvitation');
  expect(mail.text).toContain('Could you come on Tuesday at 10 am to 400 S 2nd St?');
  expect(mail.text).toContain(job.title);
  expect(mail.text).not.toContain(note);
  expect(mail.html).not.toContain(note);

  // Back in the list: the interview leads, with its badge and rating, and has its own filter.
  await page.getByRole('link', { name: `Back to ${job.title}` }).click();
  await expect(rows(page)).toHaveCount(5);
  const cleoRow = rows(page).first();
  await expect(cleoRow.locator('.applicant-row__name')).toHaveText(
    `${cleo.fullName} (Candidate 3)`,
  );
  await expect(cleoRow.locator('.status-badge')).toHaveText('Interview');
  await expect(cleoRow).toContainText('Rated 4/5');
  await expect(statusFilters(page).getByRole('button', { name: 'Applied (4)' })).toBeVisible();
  const interviewFilter = statusFilters(page).getByRole('button', { name: 'Interview (1)' });
  await interviewFilter.click();
  await expect(interviewFilter).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, `${cleo.fullName} (Candidate 3)`)).toBeVisible();
  await expectAccessible(page);
  await statusFilters(page).getByRole('button', { name: 'Applied (4)' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).locator('.applicant-row__name')).toHaveText([
    'Candidate 5',
    'Candidate 4',
    'Candidate 2',
    'Candidate 1',
  ]);
  expect(consoleErrors).toEqual([]);

  // The client sees the job and their application, never the note.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const clientErrors: string[] = [];
  clientPage.on('console', (entry) => {
    if (entry.type() === 'error') clientErrors.push(entry.text());
  });
  clientPage.on('pageerror', (error) => clientErrors.push(error.message));
  // Every answer of the API to the client's pages, to look for the note in them too.
  const answers: Promise<string>[] = [];
  clientPage.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      answers.push(response.text().catch(() => ''));
  });
  await signInWithSession(clientPage, cleo);
  await clientPage.goto(`/client/jobs/${job.id}/`);
  await expect(clientPage.getByRole('article', { name: job.title })).toBeVisible();
  const applied = clientPage.getByRole('region', { name: 'Applied' });
  await expect(
    applied
      .getByRole('list', { name: 'Where your application stands' })
      .getByRole('listitem')
      .filter({ hasText: 'Interview requested' }),
  ).toBeVisible();
  await expect(clientPage.locator('body')).not.toContainText(note);
  await expect(clientPage.locator('body')).not.toContainText('Rated 4/5');
  await expectAccessible(clientPage);
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(note);
  await clientContext.close();
  expect(clientErrors).toEqual([]);
});
