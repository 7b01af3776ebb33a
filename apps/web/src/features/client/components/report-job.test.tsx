import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobReport } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientProfile, makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const profile = makeClientProfile();
const job = makeJob();
const reportsUrl = `/api/v1/jobs/${job.id}/reports`;

const answer = (body: { reason: JobReport['reason']; comment?: string | null }): JobReport => ({
  id: crypto.randomUUID(),
  jobId: job.id,
  reason: body.reason,
  comment: body.comment ?? null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

async function openDialog() {
  const api = signInAs(mockApi(), makeClientUser(profile))
    .on('GET', `/api/v1/jobs/${job.id}`, json(200, job))
    .on('POST', reportsUrl, (request) =>
      json(201, answer(request.body as { reason: JobReport['reason'] })),
    );
  const { user } = renderApp(`/client/jobs/${job.id}/`);
  await user.click(await screen.findByRole('button', { name: 'Report this job' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this job' });
  return { api, user, dialog };
}

describe('Report this job', () => {
  it('sends the reason and comment, says thank you and closes', async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Asked for a fee.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(api.callsTo('POST', reportsUrl)).toHaveLength(1));
    expect(api.callsTo('POST', reportsUrl)[0]!.body).toEqual({
      reason: 'scam',
      comment: 'Asked for a fee.',
    });
    expect(
      await screen.findByText('Thank you. Our staff will look at this job.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a reason, and for a comment with Other, before sending', async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Comment/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(api.callsTo('POST', reportsUrl)).toHaveLength(0);
  });
});
