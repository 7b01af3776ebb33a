import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { Menu } from './menu.tsx';
import { Popover } from './popover.tsx';

function renderMenu(onSelect = vi.fn()) {
  const result = renderWithRouter(
    <>
      <Menu
        label="Account menu"
        trigger="Me"
        items={[
          { key: 'settings', label: 'Account settings', to: '/client/account-settings' },
          { key: 'out', label: 'Log Out', onSelect },
        ]}
      />
      <button>Elsewhere</button>
    </>,
  );
  return { ...result, trigger: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('Menu', () => {
  it('opens with focus on the first item and moves with the arrow keys', async () => {
    const { user, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when focus leaves it', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an action item and closes', async () => {
    const onSelect = vi.fn();
    const { user, trigger } = renderMenu(onSelect);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('follows a link item', async () => {
    const { user, trigger, router } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Account settings' }));
    expect(router.state.location.pathname).toBe('/client/account-settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Popover', () => {
  function renderPopover() {
    const result = renderWithRouter(
      <>
        <Popover trigger="Filters" label="Filters">
          <label>
            City <input />
          </label>
        </Popover>
        <button>Elsewhere</button>
      </>,
    );
    return { ...result, trigger: screen.getByRole('button', { name: 'Filters' }) };
  }

  it('opens and closes on Escape with focus back on the trigger', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('stays open on a click inside and closes on a click outside', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when focus moves out', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
