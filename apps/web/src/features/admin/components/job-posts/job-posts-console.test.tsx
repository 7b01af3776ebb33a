import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModeratedJob } from '@fairchance/shared';
import { i18n } from '#web/i18n/index.ts';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { JobPostsConsole } from './job-posts-console.tsx';

const LIST = '/api/v1/admin/jobs';

const job = (overrides: Partial<ModeratedJob> = {}): ModeratedJob => ({
  id: crypto.randomUUID(),
  title: 'Warehouse Associate',
  employer: { id: crypto.randomUUID(), name: 'Acme Freight' },
  status: 'active',
  unpublished: null,
  flags: [],
  openReports: 0,
  reports: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  cursor: crypto.randomUUID(),
  ...overrides,
});

const reported = job({
  title: 'Easy money from home',
  openReports: 1,
  reports: [
    { reason: 'scam', comment: 'They asked for a $50 fee.', createdAt: '2026-11-21T10:00:00.000Z' },
  ],
});
const flagged = job({ title: 'Forklift Driver', flags: ['backgroundCheck'] });

describe('JobPostsConsole', () => {
  it('lists flagged and reported posts with their reasons, never who reported', async () => {
    const api = mockApi().on('GET', LIST, json(200, [reported, flagged], { 'x-total-count': '2' }));
    renderWithRouter(<JobPostsConsole />);
    const list = await screen.findByRole('list', { name: 'Job posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Easy money from home' })).toBeVisible();
    expect(within(cards[0]!).getByText('1 open report')).toBeVisible();
    expect(within(cards[0]!).getByText('They asked for a $50 fee.')).toBeVisible();
    expect(within(cards[0]!).getByText(/^Scam, /)).toBeVisible();
    expect(within(cards[1]!).getByText('Asks for a background check')).toBeVisible();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]!.url.searchParams.get('view')).toBe('attention');
  });

  it('searches, switches to the unpublished posts, and says when none are there', async () => {
    const api = mockApi().on('GET', LIST, (request) =>
      request.url.searchParams.get('view') === 'unpublished'
        ? json(200, [], { 'x-total-count': '0' })
        : json(200, [flagged], { 'x-total-count': '1' }),
    );
    const { user } = renderWithRouter(<JobPostsConsole />);
    await screen.findByRole('heading', { name: 'Forklift Driver' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by job title or company' }),
      ' forklift ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    expect(api.callsTo('GET', LIST)[1]!.url.searchParams.get('q')).toBe('forklift');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unpublished');
    expect(await screen.findByText('No post matches your search.')).toBeVisible();
    const last = api.callsTo('GET', LIST).at(-1)!;
    expect(last.url.searchParams.get('view')).toBe('unpublished');
  });

  it('unpublishes a post only with a reason, then refreshes the list', async () => {
    let isUnpublished = false;
    const reason = 'Asks applicants for a fee.';
    const api = mockApi()
      .on('GET', LIST, () => json(200, isUnpublished ? [] : [reported], { 'x-total-count': '1' }))
      .on('POST', `${LIST}/${reported.id}/unpublish`, () => {
        isUnpublished = true;
        return json(200, { ...reported, unpublished: { at: '2026-11-22T10:00:00.000Z', reason } });
      });
    const { user } = renderWithRouter(<JobPostsConsole />);
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));

    const dialog = screen.getByRole('dialog', { name: 'Unpublish “Easy money from home”' });
    const field = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(field).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(within(dialog).getByText('Write the reason.')).toBeVisible();
    expect(api.callsTo('POST', `${LIST}/${reported.id}/unpublish`)).toHaveLength(0);

    await user.type(field, reason);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('“Easy money from home” is unpublished.')).toBeVisible();
    expect(api.callsTo('POST', `${LIST}/${reported.id}/unpublish`)[0]!.body).toEqual({ reason });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No post is flagged or reported right now.')).toBeVisible();
  });

  it('restores an unpublished post; a conflict keeps the dialog and says so', async () => {
    const gone = job({
      title: 'Line Cook',
      unpublished: { at: '2026-11-22T10:00:00.000Z', reason: 'Not a real job.' },
    });
    const api = mockApi()
      .on('GET', LIST, json(200, [gone], { 'x-total-count': '1' }))
      .on(
        'POST',
        `${LIST}/${gone.id}/restore`,
        apiError(409, 'ResourceConflict', 'The job is not unpublished.'),
      );
    const { user } = renderWithRouter(<JobPostsConsole />);
    expect(await screen.findByText(/Reason: Not a real job\.$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore “Line Cook”' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The job is real.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText('Someone already changed this post. The list is now up to date.'),
    ).toBeVisible();
    expect(api.callsTo('POST', `${LIST}/${gone.id}/restore`)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pages with Load more, and offers to try again when the list fails', async () => {
    let fails = true;
    const second = job({ title: 'Second page job' });
    const api = mockApi().on('GET', LIST, (request) => {
      if (fails) return apiError(500, 'InternalError', 'Boom');
      return request.url.searchParams.get('before')
        ? json(200, [second], { 'x-total-count': '2' })
        : json(200, [flagged], { 'x-total-count': '2' });
    });
    const { user } = renderWithRouter(<JobPostsConsole />);
    expect(await screen.findByText('This could not be loaded.')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Forklift Driver' });
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second page job' })).toBeVisible();
    const paged = api.callsTo('GET', LIST).at(-1)!;
    expect(paged.url.searchParams.get('before')).toBe(flagged.cursor);
  });

  it('reads in Spanish', async () => {
    mockApi().on('GET', LIST, json(200, [reported], { 'x-total-count': '1' }));
    renderWithRouter(<JobPostsConsole />);
    await screen.findByRole('heading', { name: 'Easy money from home' });
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByRole('button', { name: 'Retirar' })).toBeVisible();
      expect(screen.getByText('1 denuncia abierta')).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Mostrar' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
