import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganizationClaim } from '@fairchance/shared';
import { json, mockApi } from '#web/test/api-mock.ts';
import { makeOrganizationClaim } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { ClaimOrganization } from './claim-organization.tsx';

const URL = '/api/v1/organization-claims';

const claim = makeOrganizationClaim;

describe('ClaimOrganization', () => {
  it('asks for the organization and who the owner is, then sends the claim', async () => {
    let sent: OrganizationClaim[] = [];
    const api = mockApi()
      .on('GET', URL, () => json(200, sent))
      .on('POST', URL, (request) => {
        sent = [claim(request.body as Partial<OrganizationClaim>)];
        return json(201, sent[0]);
      });
    const { user } = renderWithRouter(<ClaimOrganization />);
    const submit = await screen.findByRole('button', { name: 'Ask to manage it' });
    await user.click(submit);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST', URL)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Organization/ }), 'EATA');
    await user.type(screen.getByRole('textbox', { name: /^Who you are/ }), 'Office lead.');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', URL)).toHaveLength(1));
    expect(api.callsTo('POST', URL)[0]!.body).toEqual({
      providerKey: 'eata',
      message: 'Office lead.',
    });
    expect(
      await screen.findByText('Your request for EATA: Waiting for staff.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to manage it' })).not.toBeInTheDocument();
  });

  it('shows a declined claim with its reason, and lets the owner ask again', async () => {
    mockApi().on(
      'GET',
      URL,
      json(200, [claim({ status: 'declined', decisionReason: 'We could not reach you.' })]),
    );
    renderWithRouter(<ClaimOrganization />);
    expect(
      await screen.findByText('Your request for EATA: Declined. Reason: We could not reach you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask to manage it' })).toBeInTheDocument();
  });
});
