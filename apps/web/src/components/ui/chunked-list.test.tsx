import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChunkedList } from './chunked-list.tsx';

const items = Array.from({ length: 12 }, (_, i) => ({ id: `id-${i + 1}`, name: `Row ${i + 1}` }));

describe('ChunkedList', () => {
  it('shows a first chunk, then the rest, and its footer once every item is there', async () => {
    render(
      <ChunkedList
        label="Rows"
        items={items}
        keyOf={(item) => item.id}
        renderItem={(item) => <li>{item.name}</li>}
        footer={<p>Showing 12 of 40</p>}
      />,
    );
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
});
