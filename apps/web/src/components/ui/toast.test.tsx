import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '#web/test/render.tsx';
import { useToast, type ToastStatus } from './toast.tsx';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show({ message: 'Profile added!', status: 'success' })}>
        first
      </button>
      <button onClick={() => toast.danger('Something went wrong')}>second</button>
      <button onClick={() => toast.show({ message: 'Plain' })}>plain</button>
      <button onClick={() => toast.show({ message: 'Long', duration: 10_000 })}>long</button>
    </>
  );
}

function renderToasts() {
  return render(
    <Providers>
      <Buttons />
    </Providers>,
  );
}

// Each step in its own act(): timers that effects start after a state change exist only then.
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a toast after 3500 ms plus a 300 ms exit animation', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByText('Profile added!').closest('.toast');
    expect(toast).toHaveAttribute('data-status', 'success');

    advance(3499);
    expect(toast).not.toHaveClass('toast--leaving');
    advance(1);
    expect(toast).toHaveClass('toast--leaving');
    expect(screen.getByText('Profile added!')).toBeInTheDocument();
    advance(299);
    expect(screen.getByText('Profile added!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Profile added!')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the current after its exit', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    // The first leaves; the second waits for the exit animation.
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(screen.getByText('Profile added!').closest('.toast')).toHaveClass('toast--leaving');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    advance(300);
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(screen.queryByText('Profile added!')).not.toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    advance(3500);
    advance(300);
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it.each<[ToastStatus, 'status' | 'alert', string]>([
    ['success', 'status', 'first'],
    ['danger', 'alert', 'second'],
    ['info', 'status', 'plain'],
  ])('announces a %s toast in the %s live region', (status, role, button) => {
    renderToasts();
    fireEvent.click(screen.getByText(button));
    const region = screen.getByRole(role);
    const toast = region.querySelector('.toast');
    expect(toast).toHaveAttribute('data-status', status);
    expect(toast).toHaveClass(`toast--${status}`);
  });

  it('announces a warning as an alert', () => {
    function Warn() {
      const toast = useToast();
      return <button onClick={() => toast.warning('Careful')}>warn</button>;
    }
    render(
      <Providers>
        <Warn />
      </Providers>,
    );
    fireEvent.click(screen.getByText('warn'));
    expect(screen.getByRole('alert')).toHaveTextContent('Warning: Careful');
  });

  it('honours a custom duration and can be dismissed', () => {
    renderToasts();
    fireEvent.click(screen.getByText('long'));
    advance(3800);
    expect(screen.getByText('Long')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(300);
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('waits while hovered', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByText('Profile added!').closest('.toast');
    if (!toast) throw new Error('no toast');
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(toast).not.toHaveClass('toast--leaving');
    fireEvent.mouseLeave(toast);
    advance(3500);
    advance(300);
    expect(screen.queryByText('Profile added!')).not.toBeInTheDocument();
  });
});
