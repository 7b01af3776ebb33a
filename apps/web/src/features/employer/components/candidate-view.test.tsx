import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus } from '@fairchance/shared';
import { apiError, json, mockApi, signInAs, type ApiMock } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';
import {
  APPLICATION_ID,
  EMPLOYER_ID,
  employerUser,
  JOB_ID,
  makeApplication,
  makeApplicationDetail,
  makeJob,
} from '#web/features/employer/test/fixtures.ts';

const LIST_PATH = `/api/v1/employers/${EMPLOYER_ID}/jobs/${JOB_ID}/applications`;
const DETAIL_PATH = `${LIST_PATH}/${APPLICATION_ID}`;
// The page names the application: before an interview nothing else names the candidate.
const PAGE_URL = `/employer/jobs/${JOB_ID}/applicant/${APPLICATION_ID}`;

function setup(status: ApplicationStatus, onPatch?: (status: string) => Response): ApiMock {
  let detail = makeApplicationDetail({ status });
  const api = signInAs(mockApi(), employerUser);
  api
    .on('GET', `/api/v1/jobs/${JOB_ID}`, () => json(200, makeJob()))
    .on('GET', LIST_PATH, () => json(200, []))
    .on('GET', `${DETAIL_PATH}/notes`, () => json(200, []))
    .on('GET', `${DETAIL_PATH}/history`, () =>
      json(200, [{ kind: 'status', status: 'applied', message: null, at: detail.createdAt }]),
    )
    .on('GET', DETAIL_PATH, () => json(200, detail))
    .on('PATCH', DETAIL_PATH, (request) => {
      const next = (request.body as { status: ApplicationStatus }).status;
      const answer = onPatch?.(next);
      if (answer) return answer;
      detail = makeApplicationDetail({ status: next });
      return json(200, detail);
    });
  return api;
}

/** Back on the tab after the 30 s the data stays fresh (with Date faked). */
function refocus() {
  vi.setSystemTime(Date.now() + 31_000);
  focusManager.setFocused(false);
  focusManager.setFocused(true);
}

async function open() {
  const result = renderApp(PAGE_URL);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 10_000 });
  return result;
}

describe('the candidate page', () => {
  it('shows the cloaked profile of an applicant, never the offense history or support needs', async () => {
    setup('applied');
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate 1' })).toBeInTheDocument();
    expect(screen.getByText('t****@*****.***')).toBeInTheDocument();
    expect(screen.getByText(/shown when you request an interview/)).toBeInTheDocument();
    expect(screen.getByText('Company shown after an interview request')).toBeInTheDocument();
    for (const title of [
      'Professional Summary',
      'Job Specific Questions',
      'Employment History',
      'Education',
      'Licenses / Certifications',
      'Personal Strengths',
      'Skills',
      'Languages',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Can you start Monday?')).toBeInTheDocument();
    expect(screen.getByText('Yes, any day.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Offense History|Support Needs/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Interview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not a Fit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hire' })).toBeNull();
  });

  it('requests an interview after a confirmation, then shows the real name', async () => {
    const api = setup('applied');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Request Interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tanya Brown (Candidate 1)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('tanya@example.com')).toBeInTheDocument();
    expect(screen.getByText('Acme Framing · Milwaukee')).toBeInTheDocument();
    expect(api.callsTo('PATCH', DETAIL_PATH).map((call) => call.body)).toEqual([
      { status: 'interview' },
    ]);
    expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('changes nothing when the confirmation is declined', async () => {
    const api = setup('applied');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Request Interview' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH', DETAIL_PATH)).toEqual([]);
  });

  it('opens the quota modal when the free interview requests are used up', async () => {
    setup('applied', () =>
      apiError(402, 'PaymentDeclined', 'You have exceeded your free interview quota!'),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Request Interview' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'You have exceeded your free interview quota!',
    });
    expect(within(modal).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@fairchance\.example/),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate 1' })).toBeInTheDocument();
  });

  it('marks an applicant as not a fit', async () => {
    setup('applied');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Not a Fit' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Client successfully marked as not a fit!')).toBeInTheDocument();
    expect(await screen.findByText('You marked this candidate as not a fit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Interview' })).toBeNull();
  });

  it('hires a candidate at interview after Yes', async () => {
    const api = setup('interview');
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'Request Interview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Congratulations on your new hire!')).toBeInTheDocument();
    // The toast's advice is a button of its own: an e-mail to the person hired.
    expect(await screen.findByRole('link', { name: 'E-mail the candidate' })).toHaveAttribute(
      'href',
      'mailto:tanya@example.com',
    );
    expect(api.callsTo('PATCH', DETAIL_PATH).at(-1)?.body).toEqual({ status: 'hired' });
    expect(await screen.findByText('You hired this candidate.')).toBeInTheDocument();
  });

  it('rejects a candidate at interview after Yes', async () => {
    setup('interview');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You rejected this candidate.')).toBeInTheDocument();
  });

  it.each([
    ['hired', 'You hired this candidate.'],
    ['rejected', 'You rejected this candidate.'],
    ['notAFit', 'You marked this candidate as not a fit.'],
    ['expired', 'This application expired.'],
  ] as const)('offers no action for a %s application', async (status, text) => {
    setup(status);
    await open();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Request Interview|Not a Fit|Hire|Reject/ }),
    ).toBeNull();
  });

  it('asks with since when it refetches, keeps what it shows on 304, and takes a new answer', async () => {
    const api = setup('interview');
    const shown = makeApplicationDetail({
      status: 'interview',
      updatedAt: '2025-02-01T10:00:00.000Z',
    });
    shown.profile.updatedAt = '2025-02-03T10:00:00.000Z'; // the applicant edited their profile
    let answer = () => json(200, shown);
    api.on('GET', DETAIL_PATH, () => answer());
    await open();
    expect(api.callsTo('GET', DETAIL_PATH)).toHaveLength(1);
    expect(api.callsTo('GET', DETAIL_PATH)[0]!.url.searchParams.has('since')).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answer = () => new Response(null, { status: 304 });
      refocus();
      await waitFor(() => expect(api.callsTo('GET', DETAIL_PATH)).toHaveLength(2));
      const asked = api.callsTo('GET', DETAIL_PATH)[1]!.url.searchParams.get('since');
      expect(asked).toBe('2025-02-03T10:00:00.000Z');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Tanya Brown (Candidate 1)' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();

      answer = () => json(200, makeApplicationDetail({ status: 'hired' }));
      refocus();
      expect(await screen.findByText('You hired this candidate.')).toBeInTheDocument();
    } finally {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    }
  });

  it('says so when the application is not one of this job', async () => {
    const api = signInAs(mockApi(), employerUser);
    api
      .on('GET', `/api/v1/jobs/${JOB_ID}`, () => json(200, makeJob()))
      .on('GET', DETAIL_PATH, () =>
        apiError(404, 'ResourceNotFound', 'This application does not exist.'),
      );
    renderApp(PAGE_URL);
    expect(
      await screen.findByRole('heading', { name: 'Candidate not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('reviewing a candidate', () => {
  it('rates, adds a private note, and sends an edited invitation while in interview', async () => {
    const api = setup('interview');
    let notes: { id: string; body: string; authorName: string | null; createdAt: string }[] = [];
    api
      .on('GET', `${DETAIL_PATH}/notes`, () => json(200, notes))
      .on('POST', `${DETAIL_PATH}/notes`, (request) => {
        const note = {
          id: '0190a0a0-0000-7000-8000-0000000000e1',
          body: (request.body as { body: string }).body,
          authorName: 'Sam Lee',
          createdAt: '2025-03-01T10:00:00.000Z',
        };
        notes = [...notes, note];
        return json(201, note);
      })
      .on('PATCH', `${DETAIL_PATH}/rating`, (request) => json(200, request.body))
      .on('POST', `${DETAIL_PATH}/invitation`, (request) =>
        json(201, {
          kind: 'invitation',
          status: null,
          message: (request.body as { message: string }).message,
          at: '2025-03-01T10:00:00.000Z',
        }),
      );
    const { user } = await open();

    // Contacts are links once the interview shows them.
    expect(screen.getByRole('link', { name: 'tanya@example.com' })).toHaveAttribute(
      'href',
      'mailto:tanya@example.com',
    );
    expect(screen.getByRole('link', { name: '(414) 555-0100' })).toHaveAttribute(
      'href',
      'tel:4145550100',
    );

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `${DETAIL_PATH}/rating`).at(-1)?.body).toEqual({ rating: 4 }),
    );
    expect(await screen.findByRole('radio', { name: '4 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Ask about weekend shifts.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Ask about weekend shifts.')).toBeInTheDocument();
    // A colleague's note names its author (docs/rules.md#employer-team).
    expect(screen.getByText(/Sam Lee ·/)).toBeInTheDocument();
    expect(screen.getByText(/Only your company sees these notes/)).toBeInTheDocument();

    const message = screen.getByLabelText('Message');
    expect((message as HTMLTextAreaElement).value).toContain('Hello Tanya,');
    expect((message as HTMLTextAreaElement).value).toContain('Carpenter Apprentice');
    await user.clear(message);
    await user.type(message, 'Come on Monday at 9.');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${DETAIL_PATH}/invitation`).at(-1)?.body).toEqual({
      message: 'Come on Monday at 9.',
    });
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
  }, 20_000);

  it('offers no invitation before the interview, and goes to the next candidate of the list', async () => {
    const api = setup('applied');
    const next = makeApplication({ number: 2 });
    api.on('GET', LIST_PATH, () =>
      json(200, [makeApplication({ id: APPLICATION_ID, number: 1 }), next]),
    );
    renderApp(`${PAGE_URL}?status=applied`);
    await screen.findByRole('heading', { level: 1, name: 'Candidate 1' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
    const nav = await screen.findByRole('navigation', { name: 'Candidates' });
    const link = within(nav).getByRole('link', { name: 'Next: Candidate 2' });
    expect(link).toHaveAttribute(
      'href',
      `/employer/jobs/${JOB_ID}/applicant/${next.id}?status=applied`,
    );
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByText('1 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST_PATH).at(-1)?.url.searchParams.get('status')).toBe('applied');
  }, 20_000);
});
