import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fairchance/shared';
import { apiError, json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientProfile, makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const profile = makeClientProfile();
const base = `/api/v1/clients/${profile.id}/saved-searches`;

function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: crypto.randomUUID(),
    name: 'Forklift near home',
    search: {
      q: 'forklift',
      typeOfWork: ['onsite'],
      city: 'Milwaukee',
      state: 'WI',
      sort: 'newest',
    },
    alertsEnabled: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('Save this search', () => {
  it('shows only while searching, and saves the search on the page under a name', async () => {
    const api = signInAs(mockApi(), makeClientUser(profile))
      .on('GET', '/api/v1/jobs', () => json(200, [makeJob()], { 'x-total-count': '1' }))
      .on('POST', base, (request) =>
        json(201, makeSavedSearch({ name: (request.body as { name: string }).name })),
      );
    const { user } = renderApp('/client/jobs?q=forklift&typeOfWork=onsite,hybrid&minPay=18');
    const save = await screen.findByRole('button', { name: 'Save this search' }, { timeout: 5000 });

    await user.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('forklift');
    await user.clear(name);
    await user.type(name, 'Forklift jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', base)).toHaveLength(1));
    expect(api.callsTo('POST', base)[0]!.body).toEqual({
      name: 'Forklift jobs',
      alertsEnabled: true,
      search: { q: 'forklift', typeOfWork: ['onsite', 'hybrid'], minPay: 18 },
    });
    expect(await screen.findByText('Search saved as "Forklift jobs".')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a name already taken on its field', async () => {
    signInAs(mockApi(), makeClientUser(profile))
      .on('GET', '/api/v1/jobs', () => json(200, [makeJob()], { 'x-total-count': '1' }))
      .on('POST', base, () =>
        apiError(409, 'ResourceConflict', 'You already have a saved search with this name.', [
          { path: 'name', message: 'You already have a saved search with this name.' },
        ]),
      );
    const { user } = renderApp('/client/jobs?city=Madison');
    await user.click(
      await screen.findByRole('button', { name: 'Save this search' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Madison');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('You already have a saved search with this name.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Saved Searches', () => {
  it('lists each search with its link and filters, renames, turns alerts off and deletes', async () => {
    const first = makeSavedSearch();
    const second = makeSavedSearch({
      name: 'Part time',
      search: { workingTime: ['partTime'], sort: 'newest' },
    });
    let current = [first, second];
    const api = signInAs(mockApi(), makeClientUser(profile))
      .on('GET', base, () => json(200, current))
      .on('PATCH', `${base}/${first.id}`, (request) => {
        const updated = { ...current[0]!, ...(request.body as Partial<SavedSearch>) };
        current = [updated, second];
        return json(200, updated);
      })
      .on('DELETE', `${base}/${second.id}`, () => {
        current = current.filter((search) => search.id !== second.id);
        return new Response(null, { status: 204 });
      });
    const { user } = renderApp('/client/saved-searches');

    const item = await screen.findByRole(
      'listitem',
      { name: 'Forklift near home' },
      { timeout: 5000 },
    );
    expect(within(item).getByRole('link', { name: 'Forklift near home' })).toHaveAttribute(
      'href',
      '/client/jobs?q=forklift&typeOfWork=onsite&city=Milwaukee&state=WI',
    );
    expect(
      within(item).getByText('"forklift" · On-site · Milwaukee, Wisconsin'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You have 2 saved searches. You can keep up to 20.'),
    ).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Rename Forklift near home' }));
    const newName = within(item).getByRole('textbox', { name: /^New name/ });
    expect(newName).toHaveFocus();
    await user.clear(newName);
    await user.type(newName, 'Forklift jobs{Enter}');
    expect(await screen.findByRole('link', { name: 'Forklift jobs' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${base}/${first.id}`)[0]!.body).toEqual({ name: 'Forklift jobs' });

    await user.click(screen.getByRole('checkbox', { name: 'E-mail new jobs for Forklift jobs' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/${first.id}`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `${base}/${first.id}`)[1]!.body).toEqual({ alertsEnabled: false });
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'E-mail new jobs for Forklift jobs' }),
      ).not.toBeChecked(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Part time' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete "Part time"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Part time' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE', `${base}/${second.id}`)).toHaveLength(1);
  });

  it('says when there is none yet, and offers to search', async () => {
    signInAs(mockApi(), makeClientUser(profile)).on('GET', base, () => json(200, []));
    renderApp('/client/saved-searches');
    expect(
      await screen.findByRole('heading', { name: 'No saved searches yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/client/jobs',
    );
  });
});
