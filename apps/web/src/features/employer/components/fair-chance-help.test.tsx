/**
 * Fair-chance help on the employer's screens (docs/decisions/026-fair-chance-help.md): the hire
 * help after a hire, the candidate's statement from the interview on, and the offenses step's note.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAIR_CHANCE_SOURCES, type ApplicationStatus } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { renderApp, renderWithRouter } from '#web/test/render.tsx';
import {
  APPLICATION_ID,
  EMPLOYER_ID,
  employerUser,
  JOB_ID,
  makeApplicationDetail,
  makeJob,
} from '#web/features/employer/test/fixtures.ts';
import { JobWizard } from './job-wizard.tsx';

const DETAIL_PATH = `/api/v1/employers/${EMPLOYER_ID}/jobs/${JOB_ID}/applications/${APPLICATION_ID}`;
const PAGE_URL = `/employer/jobs/${JOB_ID}/applicant/${APPLICATION_ID}`;

function setup(status: ApplicationStatus) {
  let detail = makeApplicationDetail({ status });
  const api = signInAs(mockApi(), employerUser);
  api
    .on('GET', `/api/v1/jobs/${JOB_ID}`, () => json(200, makeJob()))
    .on('GET', DETAIL_PATH, () => json(200, detail))
    .on('PATCH', DETAIL_PATH, (request) => {
      detail = makeApplicationDetail({
        status: (request.body as { status: ApplicationStatus }).status,
      });
      return json(200, detail);
    });
  return api;
}

async function open() {
  const result = renderApp(PAGE_URL);
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 10_000 });
  return result;
}

describe('the hire help', () => {
  it('opens after a hire: the tax credit and bonding, their deadlines, agencies and status date', async () => {
    setup('interview');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Hire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hire this candidate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const help = await screen.findByRole('dialog', { name: 'Help that may come with this hire' });
    expect(
      within(help).getByRole('heading', { name: 'Work Opportunity Tax Credit' }),
    ).toBeVisible();
    expect(within(help).getByRole('heading', { name: 'Federal Bonding Program' })).toBeVisible();
    expect(within(help).getByText(/by the day of the job offer/)).toBeInTheDocument();
    expect(within(help).getByText(/within 28 days of the start date/)).toBeInTheDocument();
    expect(
      within(help).getByText(new RegExp(`Status as of ${FAIR_CHANCE_SOURCES.dwdWotc.checkedOn}`)),
    ).toBeInTheDocument();
    const wotc = within(help).getByRole('link', {
      name: /Wisconsin DWD: Work Opportunity Tax Credit/,
    });
    expect(wotc).toHaveAttribute('href', FAIR_CHANCE_SOURCES.dwdWotc.url);
    expect(within(help).getByRole('link', { name: /The Federal Bonding Program/ })).toHaveAttribute(
      'href',
      FAIR_CHANCE_SOURCES.bonding.url,
    );
    expect(within(help).getAllByText(/\(checked November 24, 2026\)/).length).toBeGreaterThan(0);

    await user.click(within(help).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A hired application keeps the way back to it.
    await user.click(
      await screen.findByRole('button', { name: 'See hiring help: tax credit and bonding' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Help that may come with this hire' }),
    ).toBeInTheDocument();
  });

  it('is not offered before a hire', async () => {
    setup('interview');
    await open();
    expect(screen.queryByRole('button', { name: /See hiring help/ })).toBeNull();
  });
});

describe("the candidate's statement", () => {
  it('is not on the page before the interview (the server does not send it)', async () => {
    setup('applied');
    await open();
    expect(screen.queryByRole('heading', { name: 'In their own words' })).toBeNull();
    expect(screen.queryByText(/forklift certificate/)).toBeNull();
  });

  it('shows from the interview on', async () => {
    setup('interview');
    await open();
    const section = screen.getByRole('region', { name: 'In their own words' });
    expect(within(section).getByText('Since 2020 I earned my forklift certificate.')).toBeVisible();
  });
});

describe("the job wizard's offenses step", () => {
  it("notes Wisconsin's rule and the EEOC's individualized assessment, with their sources", async () => {
    renderWithRouter(<JobWizard userId="user-1" />, { url: '/employer/create-job?step=offenses' });
    const note = await screen.findByRole('complementary', {
      name: 'Before you choose: what Wisconsin law allows',
    });
    expect(
      within(note).getByText(/substantially related to the circumstances of the job/),
    ).toBeVisible();
    expect(within(note).getByText(/may not ask about arrests/)).toBeVisible();
    expect(within(note).getByText(/individualized assessment/)).toBeVisible();
    expect(within(note).getByRole('link', { name: /EEOC guidance/ })).toHaveAttribute(
      'href',
      FAIR_CHANCE_SOURCES.eeoc.url,
    );
    expect(
      within(note).getByRole('link', { name: /Wisconsin DWD: arrest and conviction records/ }),
    ).toHaveAttribute('href', FAIR_CHANCE_SOURCES.dwdArrestConviction.url);
  });
});
