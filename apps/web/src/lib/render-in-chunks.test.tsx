import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInChunks } from './render-in-chunks.ts';

function List({ items }: { items: string[] }) {
  const shown = useRenderInChunks(items.length, { first: 3, next: 4 });
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const names = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `Item ${i + from}`);

describe('useRenderInChunks', () => {
  it('renders the first chunk at once and the rest a chunk per task', async () => {
    render(<List items={names(10)} />);
    // The first screen's worth in the first render.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // Then a chunk each time the browser has had its turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(await screen.findByText('Item 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('renders a short list whole at once', () => {
    render(<List items={names(3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders items added after the list was shown whole at once (the next page)', async () => {
    const { rerender } = render(<List items={names(5)} />);
    expect(await screen.findByText('Item 5')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    rerender(<List items={names(25)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
  });

  it('follows a list that shrinks', async () => {
    const { rerender } = render(<List items={names(10)} />);
    rerender(<List items={names(2)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    rerender(<List items={names(12)} />);
    // Shown whole once it fit, so the new items come at once.
    expect(await screen.findByText('Item 12')).toBeInTheDocument();
  });
});
