import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { key: 'account', label: 'Account', content: <input aria-label="Name" /> },
  { key: 'organization', label: 'Organization', content: <input aria-label="Mission" /> },
];

describe('Tabs', () => {
  it('shows the chosen panel and keeps what was typed in the others', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Settings" items={items} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');

    await user.click(screen.getByRole('tab', { name: 'Organization' }));
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mission' }), 'Jobs');

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    await user.click(screen.getByRole('tab', { name: 'Organization' }));
    expect(screen.getByRole('textbox', { name: 'Mission' })).toHaveValue('Jobs');
  });

  it('moves between tabs with the arrow keys, each tab naming the panel it controls', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Settings" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.keyboard('{ArrowRight}');
    const organization = screen.getByRole('tab', { name: 'Organization' });
    expect(organization).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toHaveAttribute(
      'id',
      organization.getAttribute('aria-controls'),
    );
  });
});
