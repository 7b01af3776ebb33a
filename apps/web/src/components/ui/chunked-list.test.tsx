import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkedList } from './chunked-list.tsx';

const items = Array.from({ length: 12 }, (_, i) => ({ id: `id-${i + 1}`, name: `Row ${i + 1}` }));

/** The list on `/list`, the page at `entries[index]` of the history. */
function renderList(entries: string[], index = 0) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <ChunkedList
            label="Rows"
            items={items}
            keyOf={(item) => item.id}
            renderItem={(item) => <li>{item.name}</li>}
            footer={<p>Showing 12 of 40</p>}
          />
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: index },
  );
  render(<RouterProvider router={router} />);
}

describe('ChunkedList', () => {
  it('shows a first chunk, then the rest, and its footer once every item is there', async () => {
    renderList(['/list']);
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Showing 12 of 40')).not.toBeInTheDocument();

    expect(await screen.findByText('Showing 12 of 40')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items.map((item) => item.name));
  });

  it('renders whole at once on a page come back to, so its scroll position can be restored', () => {
    renderList(['/list', '/elsewhere', '/list'], 2);
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 40')).toBeInTheDocument();
  });
});
