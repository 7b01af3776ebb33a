import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '#web/test/render.tsx';
import { ConfirmModal, Modal } from './modal.tsx';

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Open</button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Edit job"
        footer={<button>Save</button>}
      >
        <label>
          Title <input />
        </label>
      </Modal>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  return user;
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus and gives it back on close', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit job' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('asks a yes/no question with ConfirmModal', async () => {
    const user = userEvent.setup();
    let answer = '';
    render(
      <Providers>
        <ConfirmModal
          isOpen
          title="Are you sure you want to delete Case Manager?"
          onConfirm={() => (answer = 'yes')}
          onCancel={() => (answer = 'no')}
        />
      </Providers>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Are you sure you want to delete Case Manager?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(answer).toBe('yes');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(answer).toBe('no');
  });
});
