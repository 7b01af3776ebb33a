import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ClientProfile } from '@fairchance/shared';
import { json } from '#web/test/api-mock.ts';
import {
  makeClientProfile,
  makeJob,
  shareWithProvider,
  signInAsClient,
} from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const LABELS = {
  applied: 'Applied',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Not selected',
  notAFit: 'Not a fit',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** The client signed in, with no application, no suggested job and no provider yet. */
const signInToEmptyDashboard = (profile: ClientProfile) =>
  signInAsClient(profile)
    .on('GET', `/api/v1/clients/${profile.id}/jobs`, json(200, [], { 'x-total-count': '0' }))
    .on('GET', `/api/v1/clients/${profile.id}/jobs/suggested`, json(200, []))
    .on('GET', `/api/v1/clients/${profile.id}/providers`, json(200, []));

describe('client dashboard', () => {
  it('shows applied jobs with their status, suggested jobs and the provider with contact links', async () => {
    const profile = makeClientProfile({ createdAt: '2025-01-01T00:00:00.000Z' });
    const applied = APPLICATION_STATUSES.map((status) =>
      makeJob({ title: `Applied ${status}`, applicationStatus: status }),
    );
    signInAsClient(profile)
      .on(
        'GET',
        `/api/v1/clients/${profile.id}/jobs`,
        json(200, applied, { 'x-total-count': String(applied.length) }),
      )
      .on(
        'GET',
        `/api/v1/clients/${profile.id}/jobs/suggested`,
        json(200, [makeJob({ title: 'Suggested Cook' })]),
      )
      .on(
        'GET',
        `/api/v1/clients/${profile.id}/providers`,
        json(200, [
          {
            id: '0190a0a0-0000-7000-8000-0000000000bb',
            name: 'My Way Out',
            description: 'Reentry support in Milwaukee.',
            email: 'help@mywayout.example',
            phone: '4145550199',
            status: 'active',
          },
        ]),
      );
    renderApp('/client/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    expect(screen.getByText('Welcome back, Tanya.')).toBeInTheDocument();

    const applications = await screen.findByRole('list', { name: 'My Applications' });
    for (const status of APPLICATION_STATUSES) {
      const card = within(applications)
        .getByRole('link', { name: `Applied ${status}` })
        .closest('article')!;
      const badge = within(card).getByText(LABELS[status]);
      expect(badge).toHaveClass('status-badge', `status-badge--${status}`);
    }
    expect(screen.getByText('7 applications')).toBeInTheDocument();

    const suggested = await screen.findByRole('list', { name: 'Suggested Jobs' });
    expect(within(suggested).getByRole('link', { name: 'Suggested Cook' })).toBeVisible();

    expect(await screen.findByRole('heading', { level: 3, name: 'My Way Out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Email My Way Out' })).toHaveAttribute(
      'href',
      'mailto:help@mywayout.example',
    );
    expect(screen.getByRole('link', { name: 'Call My Way Out' })).toHaveAttribute(
      'href',
      'tel:+14145550199',
    );
    expect(screen.getByText('(414) 555-0199')).toBeInTheDocument();
  });

  it('shows each application with its timeline and a way to withdraw it while it may be', async () => {
    const profile = makeClientProfile();
    const base = { createdAt: '2026-03-02T15:00:00.000Z', updatedAt: '2026-03-06T15:00:00.000Z' };
    const open = makeJob({ title: 'Cook', applicationStatus: 'applied' });
    const closed = makeJob({ title: 'Welder', applicationStatus: 'rejected' });
    const applied = [
      {
        ...open,
        application: {
          ...base,
          id: '0190a0a0-0000-7000-8000-0000000000c1',
          jobId: open.id,
          status: 'applied' as const,
          interviewRequestedAt: null,
          closedAt: null,
        },
      },
      {
        ...closed,
        application: {
          ...base,
          id: '0190a0a0-0000-7000-8000-0000000000c2',
          jobId: closed.id,
          status: 'rejected' as const,
          interviewRequestedAt: null,
          closedAt: '2026-03-06T15:00:00.000Z',
        },
      },
    ];
    signInToEmptyDashboard(profile).on(
      'GET',
      `/api/v1/clients/${profile.id}/jobs`,
      json(200, applied, { 'x-total-count': '2' }),
    );
    renderApp('/client/');
    const list = await screen.findByRole('list', { name: 'My Applications' }, { timeout: 5000 });
    const [cook, welder] = within(list).getAllByRole('list', {
      name: 'Where your application stands',
    });
    expect(
      within(cook!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Applied Mar 2, 2026']);
    // Moved to a decision without an interview date on record (before the timeline was kept).
    expect(
      within(welder!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Applied Mar 2, 2026',
      'Interview requested date not known',
      'Not selected Mar 6, 2026',
    ]);
    expect(screen.getByRole('button', { name: 'Withdraw application: Cook' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw application: Welder' })).toBeNull();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells a client who is incarcerated that they can apply once released', async () => {
    const profile = makeClientProfile({
      justiceStatus: 'currentlyIncarcerated',
      facility: 'Other',
      expectedReleasedAt: '2099-01-01',
      releasedAt: 'notCompleted',
    });
    signInToEmptyDashboard(profile);
    renderApp('/client/');
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(note).toHaveTextContent('You can apply once you are released');
    expect(note).toHaveTextContent('update your justice status in your profile');
  });

  it('shows empty states, and a pending pipeline request', async () => {
    // A profile made a minute ago: a first visit.
    const profile = makeClientProfile({
      reentryServiceProvider: 'reentryPipeline',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    signInToEmptyDashboard(profile);
    renderApp('/client');
    expect(
      await screen.findByRole('heading', { name: 'No applications yet' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Welcome, Tanya.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No suggestions right now' })).toBeVisible();
    expect(
      await screen.findByText('A reentry service provider will respond within 24-48 hours.'),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Browse jobs' })[0]).toHaveAttribute(
      'href',
      '/client/jobs',
    );
  });

  it('stops sharing with a provider after a confirmation, and the card goes', async () => {
    const profile = makeClientProfile();
    const provider = {
      id: '0190a0a0-0000-7000-8000-0000000000bb',
      name: 'My Way Out',
      description: 'Reentry support in Milwaukee.',
      email: null,
      phone: null,
      status: 'pending',
    };
    const api = shareWithProvider(signInToEmptyDashboard(profile), profile, provider);
    const { user } = renderApp('/client/');
    const stop = await screen.findByRole(
      'button',
      { name: 'Stop sharing with My Way Out' },
      { timeout: 5000 },
    );
    await user.click(stop);
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing with My Way Out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep sharing' }));
    expect(api.callsTo('DELETE', `/api/v1/clients/${profile.id}/providers/${provider.id}`)).toEqual(
      [],
    );
    await user.click(screen.getByRole('button', { name: 'Stop sharing with My Way Out' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop sharing' }),
    );
    expect(await screen.findByText('My Way Out no longer sees your profile.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'My Service Provider' })).toBeNull(),
    );
  });
  it('asks for its three lists at once but shows a section only when those above it are in', async () => {
    const profile = makeClientProfile({ createdAt: '2025-01-01T00:00:00.000Z' });
    let answerApplied: (response: Response) => void = () => undefined;
    const api = signInAsClient(profile)
      .on(
        'GET',
        `/api/v1/clients/${profile.id}/jobs`,
        () => new Promise<Response>((resolve) => (answerApplied = resolve)),
      )
      .on(
        'GET',
        `/api/v1/clients/${profile.id}/jobs/suggested`,
        json(200, [makeJob({ title: 'Suggested Cook' })]),
      )
      .on('GET', `/api/v1/clients/${profile.id}/providers`, json(200, []));
    renderApp('/client/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    await waitFor(() => {
      expect(api.callsTo('GET', `/api/v1/clients/${profile.id}/jobs/suggested`)).toHaveLength(1);
      expect(api.callsTo('GET', `/api/v1/clients/${profile.id}/providers`)).toHaveLength(1);
    });
    // The suggestions are in, but the section above them is still loading: they wait below it.
    expect(screen.queryByRole('heading', { name: 'Suggested Jobs' })).not.toBeInTheDocument();
    answerApplied(json(200, [], { 'x-total-count': '0' }));
    expect(await screen.findByRole('list', { name: 'Suggested Jobs' })).toBeInTheDocument();
  });
});
