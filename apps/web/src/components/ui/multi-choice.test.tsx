import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '#web/test/render.tsx';
import { MultiChoice } from './multi-choice.tsx';

const OPTIONS = [
  { value: 'reliable', label: 'Reliable' },
  { value: 'punctual', label: 'Punctual' },
  { value: 'creative', label: 'Creative' },
  { value: 'hardWorking', label: 'Hard working' },
];

function Harness({ maxChoices, initial = [] }: { maxChoices?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiChoice
        label="Personal strengths"
        name="strengths"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        {...(maxChoices === undefined ? {} : { maxChoices })}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function setup(props: { maxChoices?: number; initial?: string[] } = {}) {
  const user = userEvent.setup();
  render(
    <Providers>
      <Harness {...props} />
    </Providers>,
  );
  return user;
}

describe('MultiChoice', () => {
  it('is a labelled group of checkboxes whose value keeps the options order', async () => {
    const user = setup();
    expect(screen.getByRole('group', { name: 'Personal strengths' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Creative' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reliable' }));
    expect(screen.getByTestId('value')).toHaveTextContent('reliable,creative');
    await user.click(screen.getByRole('checkbox', { name: 'Reliable' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^creative$/);
  });

  it('disables the unselected options once maxChoices is reached', async () => {
    const user = setup({ maxChoices: 2 });
    await user.click(screen.getByRole('checkbox', { name: 'Reliable' }));
    expect(screen.getByRole('checkbox', { name: 'Creative' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Punctual' }));

    expect(screen.getByRole('checkbox', { name: 'Reliable' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Punctual' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Creative' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Hard working' })).toBeDisabled();
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Creative' }));
    expect(screen.getByTestId('value')).toHaveTextContent('reliable,punctual');

    await user.click(screen.getByRole('checkbox', { name: 'Punctual' }));
    expect(screen.getByRole('checkbox', { name: 'Creative' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Hard working' })).toBeEnabled();
  });

  it('shows an error from the schema and links it to the group', () => {
    render(
      <Providers>
        <MultiChoice
          label="Support services"
          name="support"
          options={OPTIONS}
          value={[]}
          onChange={() => {}}
          error={{ message: 'At least one required' }}
        />
      </Providers>,
    );
    const group = screen.getByRole('group', { name: 'Support services' });
    expect(group).toHaveAccessibleDescription('At least one required');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeInvalid();
  });
});
