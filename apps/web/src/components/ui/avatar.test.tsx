import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar.tsx';

describe('Avatar', () => {
  it.each([
    ['Ana María López', 'AM'],
    ['  jordan   lee ', 'JL'],
    ['Prince', 'P'],
    ['', ''],
  ])('initials of %j are %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('shows initials without an image and the image when given', () => {
    const { rerender } = render(<Avatar name="Jordan Lee" label="Jordan Lee" />);
    expect(screen.getByRole('img', { name: 'Jordan Lee' })).toHaveTextContent('JL');
    rerender(<Avatar name="Jordan Lee" label="Jordan Lee" src="/media/a.png" />);
    expect(screen.getByRole('img', { name: 'Jordan Lee' }).querySelector('img')).toHaveAttribute(
      'src',
      '/media/a.png',
    );
  });

  it('puts no text in the page when decorative: its initials are drawn by CSS', () => {
    const { container } = render(
      <button type="button" aria-label="Account menu for Jordan Lee">
        <Avatar name="Jordan Lee" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Jordan Lee' });
    expect(button).toHaveTextContent(/^$/);
    expect(container.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JL');
  });
});
