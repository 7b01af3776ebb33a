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
});
