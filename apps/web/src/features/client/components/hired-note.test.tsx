/**
 * What a hired client is told on the job's page (docs/decisions/026-fair-chance-help.md): the
 * employer may ask them to fill in IRS Form 8850, and it is their choice. Only for a hired
 * application: an applicant, an interviewee or a rejected client is told nothing of it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  FAIR_CHANCE_SOURCES,
  type ApplicationStatus,
  type ClientApplication,
  type Job,
} from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
import { renderApp, renderWithRouter } from '#web/test/render.tsx';
import { HiredNote } from './hired-note.tsx';

const NOTE = /Your employer may ask you to fill in IRS Form 8850/;
const CHOICE = /Filling it in is your choice\./;

function application(status: ApplicationStatus, jobId: string): ClientApplication {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000c1',
    jobId,
    status,
    createdAt: '2026-03-02T15:00:00.000Z',
    interviewRequestedAt: status === 'applied' ? null : '2026-03-04T15:00:00.000Z',
    closedAt: ['hired', 'rejected', 'notAFit', 'expired', 'withdrawn'].includes(status)
      ? '2026-03-09T15:00:00.000Z'
      : null,
    updatedAt: '2026-03-09T15:00:00.000Z',
  };
}

/** The job's page as a client who applied sees it, with the application at a status. */
async function openJob(status: ApplicationStatus) {
  const base = makeJob();
  const job: Job = {
    ...base,
    applicationStatus: status,
    application: application(status, base.id),
  };
  signInAs(mockApi(), makeClientUser()).on('GET', `/api/v1/jobs/${job.id}`, json(200, job));
  renderApp(`/client/jobs/${job.id}/`);
  await screen.findByRole('list', { name: 'Where your application stands' }, { timeout: 5000 });
}

describe('the hired note on the job page', () => {
  it('tells a hired client about Form 8850, that it is their choice, with the IRS page', async () => {
    await openJob('hired');
    const note = screen.getByText(NOTE);
    expect(note).toBeVisible();
    expect(note).toHaveTextContent(CHOICE);
    const link = screen.getByRole('link', { name: /IRS: Form 8850/ });
    expect(link).toHaveAttribute('href', FAIR_CHANCE_SOURCES.irsForm8850.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(screen.getByText('(checked November 24, 2026)')).toBeInTheDocument();
  });

  it.each(['applied', 'interview', 'rejected'] as const)(
    'says nothing of it while the application is %s',
    async (status) => {
      await openJob(status);
      expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /IRS: Form 8850/ })).not.toBeInTheDocument();
    },
  );
});

describe('HiredNote', () => {
  it('renders for the hired status only', () => {
    for (const status of APPLICATION_STATUSES) {
      const { unmount } = renderWithRouter(
        <HiredNote application={application(status, '0190a0a0-0000-7000-8000-0000000000c2')} />,
      );
      if (status === 'hired') expect(screen.getByText(NOTE)).toBeInTheDocument();
      else expect(screen.queryByText(NOTE), status).not.toBeInTheDocument();
      unmount();
    }
  });
});
