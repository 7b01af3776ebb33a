import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('says what could not load and offers Try again, by default', async () => {
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'This could not be loaded.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows a screen's own title and button", () => {
    render(
      <LoadError title="The jobs could not be loaded." retryLabel="Reload" onRetry={vi.fn()} />,
    );
    expect(
      screen.getByRole('heading', { name: 'The jobs could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
