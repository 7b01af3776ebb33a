import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { ClientsList } from './clients-list.tsx';

const RSP_ID = '0190a0a0-0000-7000-8000-000000000003';
const LUIS = '0190a0a0-0000-7000-8000-0000000000a1';
const LINK_ID = '0190a0a0-0000-7000-8000-0000000000c1';
const JOB_ID = '0190a0a0-0000-7000-8000-0000000000d1';
const profile = makeUser('client').client!;
const now = new Date().toISOString();

const maria = {
  id: LINK_ID,
  rspId: RSP_ID,
  clientId: profile.id,
  status: 'active',
  caseManagerId: LUIS,
  caseManager: { userId: LUIS, firstName: 'Luis', lastName: 'Ramirez' },
  client: {
    id: profile.id,
    isCloaked: false,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.org',
    personalSummary: null,
    personalStrengths: [],
    experience: [],
    languages: [],
    relativeExperience: [],
    education: [],
    license: [],
    questions: [],
    justiceStatus: 'parole',
    support: ['housing'],
    offense: ['possession'],
  },
  applications: [
    {
      id: JOB_ID,
      jobId: JOB_ID,
      jobTitle: 'Forklift Operator',
      employerName: 'Brew City',
      status: 'interview',
      createdAt: now,
    },
    {
      id: LINK_ID,
      jobId: JOB_ID,
      jobTitle: 'Line Cook',
      employerName: 'Lakeside',
      status: 'applied',
      createdAt: now,
    },
  ],
  lastActivityAt: now,
  changes: [{ kind: 'interview', at: now, jobTitle: 'Forklift Operator' }],
  changeCount: 3,
  attention: ['interview', 'followUpDue'],
  nextFollowUpOn: '2026-03-04',
  createdAt: now,
  updatedAt: now,
  closedAt: null,
  cursor: 'cursor-maria',
};

const stats = {
  total: 1,
  status: { active: 1 },
  support: { housing: 1 },
  justiceStatus: { parole: 1 },
  offense: { possession: 1 },
  county: {},
};

function setup(url = '/rsp/clients', isOwner = true, clients: object[] = [maria]) {
  const api = mockApi()
    .on('GET', `/api/v1/rsp/${RSP_ID}/clients`, () =>
      json(200, clients, { 'x-total-count': String(clients.length) }),
    )
    .on('GET', `/api/v1/rsp/${RSP_ID}/clients/stats`, json(200, stats))
    .on('GET', `/api/v1/rsp/${RSP_ID}/check-ins/due`, json(200, []))
    .on(
      'GET',
      `/api/v1/rsp/${RSP_ID}/case-managers`,
      json(200, {
        data: [
          {
            id: LUIS,
            userId: LUIS,
            rspId: RSP_ID,
            firstName: 'Luis',
            lastName: 'Ramirez',
            email: 'luis@example.org',
            phone: null,
            caseLoad: 1,
          },
        ],
        total: 1,
      }),
    );
  return { api, ...renderWithRouter(<ClientsList rspId={RSP_ID} isOwner={isOwner} />, { url }) };
}

const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', `/api/v1/rsp/${RSP_ID}/clients`);

describe('ClientsList', () => {
  it('shows each client with what is new, activity, attention, status, case manager and applications', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = within(table)
      .getByRole('rowheader', { name: /Maria Lopez/ })
      .closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `/rsp/clients/${LINK_ID}`,
    );
    expect(within(row).getByRole('list', { name: 'New since you last looked' })).toHaveTextContent(
      'New: Interview requested (Forklift Operator)and 2 more changes',
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'today',
      'Interview comingFollow-up dueFollow up by March 4, 2026',
      'Parole',
      'Active',
      'Luis Ramirez',
      '2 applicationsInterview 1, Applied 1',
    ]);
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });

  it('has no case manager column for a case manager, and speaks to them when empty', async () => {
    setup('/rsp/clients', false);
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).queryByRole('columnheader', { name: 'Case manager' })).toBeNull();
    expect(within(table).getAllByRole('cell')).toHaveLength(5);
  });

  it('tells a case manager with no clients that they appear once assigned', async () => {
    setup('/rsp/clients', false, []);
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(
      screen.getByText('When your organization assigns a client to you, they appear here.'),
    ).toBeInTheDocument();
  });

  it('searches by name, shows only those who need attention, and orders as asked', async () => {
    const { user, router, api } = setup();
    await screen.findByRole('table', { name: 'Clients' });
    const filters = screen.getByRole('search', { name: 'Filter clients' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Name' }), ' maria ');
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Show' }),
      'Needs attention',
    );
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Order' }),
      'Newest clients',
    );
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=maria&attention=true&sort=newest'),
    );
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(api)[1]!.url.searchParams)).toEqual({
      q: 'maria',
      attention: 'true',
      sort: 'newest',
      limit: '20',
    });
  });

  it('puts the chosen filters in the query string and asks the API with them', async () => {
    const { user, router, api } = setup();
    await screen.findByRole('table', { name: 'Clients' });
    const filters = screen.getByRole('search', { name: 'Filter clients' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Active');
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Case manager' }),
      'Luis Ramirez',
    );
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Support need' }),
      'housing',
    );
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'County' }),
      'Milwaukee',
    );
    // Nothing changes before the form is applied.
    expect(router.state.location.search).toBe('');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?status=active&caseManagerId=${LUIS}&support=housing&county=Milwaukee`,
      ),
    );
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    const query = listCalls(api)[1]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      status: 'active',
      caseManagerId: LUIS,
      support: 'housing',
      county: 'Milwaukee',
      limit: '20',
    });

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('reads the filters from the query string, ignoring values it does not know', async () => {
    const { api } = setup('/rsp/clients?status=closed&offense=arson&county=Atlantis&x=1');
    const filters = await screen.findByRole('search', { name: 'Filter clients' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
    expect(within(filters).getByRole('combobox', { name: 'Offense' })).toHaveValue('arson');
    expect(within(filters).getByRole('combobox', { name: 'County' })).toHaveValue('');
    await waitFor(() => expect(listCalls(api)).toHaveLength(1));
    expect(Object.fromEntries(listCalls(api)[0]!.url.searchParams)).toEqual({
      status: 'closed',
      offense: 'arson',
      limit: '20',
    });
  });

  it('has no case manager filter for a case manager', async () => {
    setup('/rsp/clients', false);
    const filters = await screen.findByRole('search', { name: 'Filter clients' });
    expect(
      within(filters).queryByRole('combobox', { name: 'Case manager' }),
    ).not.toBeInTheDocument();
  });
});
