import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, type MockHandler } from '#web/test/api-mock.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { DueCheckIns } from './due-check-ins.tsx';

const RSP_ID = '0190a0a0-0000-7000-8000-000000000003';
const JAMES_LINK = '0190a0a0-0000-7000-8000-0000000000c1';
const ROSA_LINK = '0190a0a0-0000-7000-8000-0000000000c2';
const DUE_PATH = `/api/v1/rsp/${RSP_ID}/check-ins/due`;

const dueCheckIn = {
  rspClientId: JAMES_LINK,
  clientName: 'James Carter',
  caseManagerId: null,
  applicationId: '0190a0a0-0000-7000-8000-0000000000d1',
  jobTitle: 'Line Cook',
  employerName: 'Lakeside Kitchen',
  hiredAt: '2026-01-02T15:00:00.000Z',
  milestone: 30,
  dueAt: '2026-02-01T15:00:00.000Z',
  state: 'due',
};
const overdueCheckIn = {
  ...dueCheckIn,
  rspClientId: ROSA_LINK,
  clientName: 'Rosa Diaz',
  applicationId: '0190a0a0-0000-7000-8000-0000000000d2',
  jobTitle: 'Forklift Operator',
  employerName: 'Brew City',
  milestone: 90,
  state: 'overdue',
};

function setup(handler: MockHandler | Response) {
  const api = mockApi().on('GET', DUE_PATH, handler);
  // The list sits in a page of its own; a sibling paragraph shows that nothing was rendered.
  const result = renderWithRouter(
    <main>
      <DueCheckIns rspId={RSP_ID} />
      <p>The list</p>
    </main>,
    { url: '/rsp/clients' },
  );
  return { api, ...result };
}

describe('DueCheckIns', () => {
  it('lists each check-in due with a link to the client, its milestone, and says which are overdue', async () => {
    setup(json(200, [overdueCheckIn, dueCheckIn]));
    const section = await screen.findByRole('region', { name: 'Check-ins due' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Check-ins due');
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(within(items[0]!).getByRole('link', { name: 'Rosa Diaz' })).toHaveAttribute(
      'href',
      `/rsp/clients/${ROSA_LINK}`,
    );
    expect(items[0]).toHaveTextContent('Rosa Diaz: 90-day check-in Overdue');
    expect(items[0]).toHaveTextContent('Forklift Operator at Brew City');

    expect(within(items[1]!).getByRole('link', { name: 'James Carter' })).toHaveAttribute(
      'href',
      `/rsp/clients/${JAMES_LINK}`,
    );
    expect(items[1]).toHaveTextContent('James Carter: 30-day check-in Due');
    expect(items[1]).not.toHaveTextContent('Overdue');
    expect(items[1]).toHaveTextContent('Due on Feb 1, 2026');
  });

  it('shows nothing, not even an empty box, when no check-in is due', async () => {
    const { api } = setup(json(200, []));
    await waitFor(() => expect(api.callsTo('GET', DUE_PATH)).toHaveLength(1));
    await screen.findByText('The list');
    // Give the answer time to render: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent(/^The list$/);
  });

  it('says quietly when the list could not load, and tries again on request', async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1 ? apiError(403, 'Forbidden', 'No') : json(200, [dueCheckIn]);
    });
    expect(await screen.findByText('The check-ins due could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'James Carter' })).toBeInTheDocument();
  });
});
