import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployerInvitation, EmployerMember } from '@fairchance/shared';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { EMPLOYER_ID } from '#web/features/employer/test/fixtures.ts';
import { Team } from './team.tsx';

const OWNER = '0190a0a0-0000-7000-8000-0000000000e1';
const SAM = '0190a0a0-0000-7000-8000-0000000000e2';
const INVITATION = '0190a0a0-0000-7000-8000-0000000000e3';
const base = `/api/v1/employers/${EMPLOYER_ID}`;

const member = (userId: string, firstName: string, role: EmployerMember['role']) => ({
  userId,
  firstName,
  lastName: 'Becker',
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  joinedAt: '2026-03-04T12:00:00.000Z',
});

const invitation: EmployerInvitation = {
  id: INVITATION,
  employerId: EMPLOYER_ID,
  firstName: 'Kim',
  lastName: 'Ng',
  email: 'kim@example.com',
  createdAt: '2026-03-05T12:00:00.000Z',
};

function setup({ isOwner = true, invitations = [invitation] as EmployerInvitation[] } = {}) {
  const api = mockApi()
    .on('GET', `${base}/members`, () =>
      json(200, [member(OWNER, 'Tom', 'owner'), member(SAM, 'Sam', 'member')]),
    )
    .on('GET', `${base}/invitations`, () => json(200, invitations));
  const result = renderWithRouter(<Team employerId={EMPLOYER_ID} isOwner={isOwner} />, {
    url: '/employer/team',
  });
  return { api, ...result };
}

const itemOf = (name: string) => screen.getByText(name).closest('li')!;

describe('Team', () => {
  it('lists the members with their role and the pending invitations', async () => {
    setup();
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByText('Tom Becker')).toBeInTheDocument();
    expect(within(itemOf('Tom Becker')).getByText('Owner')).toBeInTheDocument();
    expect(within(itemOf('Sam Becker')).getByText('Colleague')).toBeInTheDocument();
    // The owner is never offered to be removed; colleagues are.
    expect(screen.queryByRole('button', { name: 'Remove Tom Becker' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sam Becker' })).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(invitations).findByText('Kim Ng')).toBeInTheDocument();
    expect(within(invitations).getByText(/kim@example.com · Invited Mar 5, 2026/)).toBeVisible();
  });

  it('invites a colleague, and shows the server’s refusal on the e-mail field', async () => {
    const { api, user } = setup({ invitations: [] });
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    let answer = apiError(409, 'ResourceConflict', 'Taken.', [
      { path: 'email', message: 'This e-mail already has an account or a pending invitation.' },
    ]);
    api.on('POST', `${base}/invitations`, () => answer);

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(api.callsTo('POST', `${base}/invitations`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Kim');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ng');
    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'Kim@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This e-mail already has an account or a pending invitation.'),
    ).toBeInTheDocument();

    answer = json(201, invitation);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kim@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/invitations`).at(-1)?.body).toEqual({
      firstName: 'Kim',
      lastName: 'Ng',
      email: 'kim@example.com',
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(''),
    );
  });

  it('withdraws an invitation and removes a colleague after confirming', async () => {
    const { api, user } = setup();
    api
      .on('DELETE', `${base}/invitations/${INVITATION}`, () => json(204))
      .on('DELETE', `${base}/members/${SAM}`, () => json(204));

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation of Kim Ng' }),
    );
    const withdrawDialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation of Kim Ng?',
    });
    await user.click(within(withdrawDialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${base}/invitations/${INVITATION}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Becker' }));
    const removeDialog = await screen.findByRole('dialog', {
      name: 'Remove Sam Becker from the team?',
    });
    // Cancelling keeps them.
    await user.click(within(removeDialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${base}/members/${SAM}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Sam Becker' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove Sam Becker from the team?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Sam Becker was removed from the team.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sam Becker')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `${base}/members/${SAM}`)).toHaveLength(1);
  });

  it('shows a colleague the team read-only', async () => {
    setup({ isOwner: false });
    expect(await screen.findByText('Sam Becker')).toBeInTheDocument();
    expect(await screen.findByText('Kim Ng')).toBeInTheDocument();
    expect(
      screen.getByText('Only the owner of the company account can invite or remove colleagues.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Withdraw|Send invitation/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers to try again when the team cannot be loaded', async () => {
    const api = mockApi()
      .on('GET', `${base}/members`, () => apiError(500, 'InternalError', 'Down.'))
      .on('GET', `${base}/invitations`, () => json(200, []));
    const { user } = renderWithRouter(<Team employerId={EMPLOYER_ID} isOwner />, {
      url: '/employer/team',
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.on('GET', `${base}/members`, () => json(200, [member(OWNER, 'Tom', 'owner')]));
    await user.click(retry);
    expect(await screen.findByText('Tom Becker')).toBeInTheDocument();
  });
});
