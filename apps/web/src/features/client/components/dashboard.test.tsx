import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientProfile, makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
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

describe('client dashboard', () => {
  it('shows applied jobs with their status, suggested jobs and the provider with contact links', async () => {
    const profile = makeClientProfile();
    const applied = APPLICATION_STATUSES.map((status) =>
      makeJob({ title: `Applied ${status}`, applicationStatus: status }),
    );
    signInAs(mockApi(), makeClientUser(profile))
      .on('GET', `/api/v1/clients/${profile.id}`, json(200, profile))
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

  it('shows empty states, and a pending pipeline request', async () => {
    const profile = makeClientProfile({ reentryServiceProvider: 'reentryPipeline' });
    signInAs(mockApi(), makeClientUser(profile))
      .on('GET', `/api/v1/clients/${profile.id}`, json(200, profile))
      .on('GET', `/api/v1/clients/${profile.id}/jobs`, json(200, [], { 'x-total-count': '0' }))
      .on('GET', `/api/v1/clients/${profile.id}/jobs/suggested`, json(200, []))
      .on('GET', `/api/v1/clients/${profile.id}/providers`, json(200, []));
    renderApp('/client');
    expect(
      await screen.findByRole('heading', { name: 'No applications yet' }, { timeout: 5000 }),
    ).toBeVisible();
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
    let shared = true;
    const api = signInAs(mockApi(), makeClientUser(profile))
      .on('GET', `/api/v1/clients/${profile.id}`, () => json(200, profile))
      .on('GET', `/api/v1/clients/${profile.id}/jobs`, json(200, [], { 'x-total-count': '0' }))
      .on('GET', `/api/v1/clients/${profile.id}/jobs/suggested`, json(200, []))
      .on('GET', `/api/v1/clients/${profile.id}/providers`, () =>
        json(200, shared ? [provider] : []),
      )
      .on('DELETE', `/api/v1/clients/${profile.id}/providers/${provider.id}`, () => {
        shared = false;
        return new Response(null, { status: 204 });
      });
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
});
