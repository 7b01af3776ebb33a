import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrganizationClaim, KnownProviderListing } from '@fairchance/shared';
import { i18n } from '#web/i18n/index.ts';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { makeOrganizationClaim } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { OrganizationsConsole } from './organizations-console.tsx';

const CLAIMS = '/api/v1/admin/organization-claims';
const PROVIDERS = '/api/v1/admin/known-providers';

const claim = (overrides: Partial<AdminOrganizationClaim> = {}): AdminOrganizationClaim => ({
  ...makeOrganizationClaim(),
  requester: {
    userId: crypto.randomUUID(),
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: 'rosa@example.org',
  },
  cursor: crypto.randomUUID(),
  ...overrides,
});

const providers: KnownProviderListing[] = [
  {
    id: crypto.randomUUID(),
    providerKey: 'eata',
    name: 'EATA',
    owner: null,
    pendingClaims: 1,
  },
  {
    id: crypto.randomUUID(),
    providerKey: 'wowWorks',
    name: 'WOW Works',
    owner: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' },
    pendingClaims: 0,
  },
];

const pending = claim();

describe('OrganizationsConsole', () => {
  it('approves a pending request with a reason, and refreshes both lists', async () => {
    let isApproved = false;
    const reason = 'Called the Appleton office.';
    const api = mockApi()
      .on('GET', CLAIMS, () => json(200, isApproved ? [] : [pending], { 'x-total-count': '1' }))
      .on('GET', PROVIDERS, json(200, providers, { 'x-total-count': '2' }))
      .on('POST', `${CLAIMS}/${pending.id}/approve`, () => {
        isApproved = true;
        return json(200, { ...pending, status: 'approved', decisionReason: reason });
      });
    const { user } = renderWithRouter(<OrganizationsConsole />);
    const list = await screen.findByRole('list', { name: 'Claim requests' });
    expect(within(list).getByText(/^Rosa Diaz \(rosa@example\.org\) asked on/)).toBeVisible();
    expect(within(list).getByText('I run the Appleton office.')).toBeVisible();
    const providerCalls = api.callsTo('GET', PROVIDERS).length;

    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the request for EATA' });
    expect(within(dialog).getByText(/Rosa Diaz becomes the owner of EATA/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Write the reason.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Rosa Diaz now manages EATA.')).toBeVisible();
    expect(api.callsTo('POST', `${CLAIMS}/${pending.id}/approve`)[0]!.body).toEqual({ reason });
    expect(await screen.findByText('No request has this status.')).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('GET', PROVIDERS).length).toBeGreaterThan(providerCalls),
    );
  });

  it('declines with a reason; shows decided requests with theirs', async () => {
    const declined = claim({
      status: 'declined',
      decisionReason: 'We could not reach you.',
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    const api = mockApi()
      .on('GET', CLAIMS, (request) =>
        request.url.searchParams.get('status') === 'declined'
          ? json(200, [declined], { 'x-total-count': '1' })
          : json(200, [pending], { 'x-total-count': '1' }),
      )
      .on('GET', PROVIDERS, json(200, providers, { 'x-total-count': '2' }))
      .on('POST', `${CLAIMS}/${pending.id}/decline`, json(200, declined));
    const { user } = renderWithRouter(<OrganizationsConsole />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the request for EATA' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'No answer.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The request for EATA is declined.')).toBeVisible();
    expect(api.callsTo('POST', `${CLAIMS}/${pending.id}/decline`)[0]!.body).toEqual({
      reason: 'No answer.',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(await screen.findByText(/Reason: We could not reach you\.$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('searches both lists, and says a conflict in words', async () => {
    const api = mockApi()
      .on('GET', CLAIMS, json(200, [pending], { 'x-total-count': '1' }))
      .on('GET', PROVIDERS, (request) =>
        request.url.searchParams.get('q') === 'zzz'
          ? json(200, [], { 'x-total-count': '0' })
          : json(200, providers, { 'x-total-count': '2' }),
      )
      .on(
        'POST',
        `${CLAIMS}/${pending.id}/approve`,
        apiError(409, 'ResourceConflict', 'The organization has an owner.'),
      );
    const { user } = renderWithRouter(<OrganizationsConsole />);
    const table = await screen.findByRole('table', { name: 'Known reentry providers' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader', { name: 'EATA' })).toBeVisible();
    expect(within(rows[1]!).getByText('No owner yet')).toBeVisible();
    expect(within(rows[2]!).getByText('Ann Lee (ann@example.org)')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    await user.click(
      within(screen.getByRole('search', { name: 'Search by name' })).getByRole('button'),
    );
    expect(await screen.findByText('No known provider matches your search.')).toBeVisible();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by organization, name or e-mail' }),
      'rosa@',
    );
    await user.click(
      within(
        screen.getByRole('search', { name: 'Search by organization, name or e-mail' }),
      ).getByRole('button'),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', CLAIMS).at(-1)!.url.searchParams.get('q')).toBe('rosa@'),
    );

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Checked.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/This request cannot be approved any more/)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    mockApi()
      .on('GET', CLAIMS, json(200, [pending], { 'x-total-count': '1' }))
      .on('GET', PROVIDERS, json(200, providers, { 'x-total-count': '2' }));
    renderWithRouter(<OrganizationsConsole />);
    await screen.findByRole('table');
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByRole('heading', { name: 'Solicitudes' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Aprobar' })).toBeVisible();
      expect(screen.getByText('Todavía sin dueño')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
