import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '#web/test/api-mock.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { Notices } from './notices.tsx';

const RSP_ID = '0190a0a0-0000-7000-8000-000000000003';
const LINK_ID = '0190a0a0-0000-7000-8000-0000000000c1';
const NOTICE = '0190a0a0-0000-7000-8000-0000000000e1';
const OLD_NOTICE = '0190a0a0-0000-7000-8000-0000000000e2';
const now = new Date().toISOString();

const interview = {
  id: NOTICE,
  kind: 'interview',
  rspClientId: LINK_ID,
  client: { firstName: 'Maria', lastName: 'Lopez' },
  jobTitle: 'Forklift Operator',
  employerName: 'Brew City',
  createdAt: now,
  readAt: null,
};
const left = {
  ...interview,
  id: OLD_NOTICE,
  kind: 'stoppedSharing',
  jobTitle: null,
  employerName: null,
  readAt: now,
};

function setup() {
  const api = mockApi()
    .on('GET', `/api/v1/rsp/${RSP_ID}/notices`, ({ url }) =>
      url.searchParams.get('unread') === 'true'
        ? json(200, { unread: 0, items: [] })
        : json(200, { unread: 1, items: [interview, left] }),
    )
    .on('POST', `/api/v1/rsp/${RSP_ID}/notices/read`, () => new Response(null, { status: 204 }))
    .on('GET', `/api/v1/rsp/${RSP_ID}/notice-settings`, json(200, { noticeEmails: 'daily' }))
    .on('PATCH', `/api/v1/rsp/${RSP_ID}/notice-settings`, ({ body }) => json(200, body));
  return { api, ...renderWithRouter(<Notices rspId={RSP_ID} />, { url: '/rsp/notices' }) };
}

describe('Notices', () => {
  it('lists the changes, links the clients still shared, and marks one read', async () => {
    const { api, user } = setup();
    const item = (await screen.findByText(/Interview requested/)).closest('li')!;
    expect(item).toHaveTextContent(
      'Unread: Maria Lopez — Interview requested (Forklift Operator, Brew City)',
    );
    expect(within(item).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `/rsp/clients/${LINK_ID}`,
    );
    const gone = screen.getByText(/Stopped sharing/).closest('li')!;
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(gone).toHaveTextContent('You no longer see this client.');

    await user.click(
      within(item).getByRole('button', { name: 'Mark read: Maria Lopez, Interview requested' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/v1/rsp/${RSP_ID}/notices/read`)[0]?.body).toEqual({
        ids: [NOTICE],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/v1/rsp/${RSP_ID}/notices/read`)[1]?.body).toEqual({}),
    );
  });

  it('shows the unread ones only when asked, and says when all are read', async () => {
    const { user } = setup();
    await screen.findByText(/Interview requested/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread only');
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
  });

  it('saves the e-mail setting', async () => {
    const { api, user } = setup();
    const setting = await screen.findByRole('combobox', {
      name: 'E-mail me about my clients’ changes',
    });
    await waitFor(() => expect(setting).toHaveValue('daily'));
    await user.selectOptions(setting, 'Never');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail setting saved!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/v1/rsp/${RSP_ID}/notice-settings`)[0]?.body).toEqual({
      noticeEmails: 'off',
    });
  });
});
