import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WisconsinCounty } from '@fairchance/shared';
import { CountyAutocomplete } from './county-autocomplete.tsx';

function Harness({
  initial = [],
  onChange,
  onSubmit,
}: {
  initial?: WisconsinCounty[];
  onChange?: (value: WisconsinCounty[]) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState<WisconsinCounty[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <CountyAutocomplete
        label="Counties served"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </form>
  );
}

function setup(initial?: WisconsinCounty[]) {
  const onChange = vi.fn<(value: WisconsinCounty[]) => void>();
  const user = userEvent.setup();
  render(<Harness initial={initial} onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Add a county' });
  return { user, input, onChange };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

const chips = () => screen.queryByRole('list', { name: 'Counties in your service area' });

describe('CountyAutocomplete', () => {
  it('suggests only the counties whose name starts with the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'wau');
    // 'Milwaukee' holds 'wau' in the middle: it is not offered.
    expect(optionNames()).toEqual(['Waukesha', 'Waupaca', 'Waushara']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.clear(input);
    await user.type(input, '  fond ');
    expect(optionNames()).toEqual(['Fond du Lac']);

    await user.clear(input);
    await user.type(input, 'xyz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No county starts with “xyz”.')).toBeInTheDocument();
  });

  it('adds a county with the keyboard and offers it no more', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'mi');
    expect(optionNames()).toEqual(['Milwaukee']);

    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Milwaukee' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Milwaukee']);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(within(chips()!).getByText('Milwaukee')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Milwaukee added.');

    // No duplicates: a chosen county is not suggested again, and Enter adds nothing.
    await user.type(input, 'milwaukee');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Milwaukee is already in your service area.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says the start of a chosen county is already in the service area', async () => {
    const { user, input } = setup(['Milwaukee', 'Marathon', 'Marinette']);
    await user.type(input, 'Mil');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Milwaukee is already in your service area.')).toBeInTheDocument();
    expect(screen.queryByText(/No county starts with/)).not.toBeInTheDocument();

    // Counties still left to choose are offered as usual.
    await user.clear(input);
    await user.type(input, 'Mar');
    expect(optionNames()).toEqual(['Marquette']);
  });

  it('names every chosen county the text starts', async () => {
    const { user, input } = setup(['Washburn', 'Washington', 'Waukesha']);
    await user.type(input, 'wash');
    expect(
      screen.getByText('Washburn and Washington are already in your service area.'),
    ).toBeInTheDocument();
  });

  it('moves through suggestions with the arrows, adds with a click, Escape closes the list', async () => {
    const { user, input, onChange } = setup(['Dane']);
    await user.type(input, 'd');
    // Dane is chosen already.
    expect(optionNames()).toEqual(['Dodge', 'Door', 'Douglas', 'Dunn']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(screen.getByRole('option', { name: 'Dunn' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('d');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');

    await user.type(input, 'do');
    await user.click(screen.getByRole('option', { name: 'Door' }));
    // Kept in the list's order, whatever the order of adding.
    expect(onChange).toHaveBeenLastCalledWith(['Dane', 'Door']);
    expect(input).toHaveFocus();
  });

  it('adds the only match with Enter and never submits the form while typing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a county' }), 'keno{Enter}');
    expect(within(chips()!).getByText('Kenosha')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a chosen county with its button and gives the focus back to the input', async () => {
    const { user, input, onChange } = setup(['Brown', 'Milwaukee']);
    await user.click(screen.getByRole('button', { name: 'Remove Brown' }));
    expect(onChange).toHaveBeenLastCalledWith(['Milwaukee']);
    expect(screen.queryByRole('button', { name: 'Remove Brown' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Brown removed.');

    // Removed counties can be chosen again.
    await user.type(input, 'bro');
    expect(optionNames()).toEqual(['Brown']);

    await user.click(screen.getByRole('button', { name: 'Remove Milwaukee' }));
    expect(chips()).not.toBeInTheDocument();
    expect(screen.getByText('No counties chosen yet.')).toBeInTheDocument();
  });
});
