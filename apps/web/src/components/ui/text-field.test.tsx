import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@fairchance/shared';
import { describe, expect, it } from 'vitest';
import { Providers } from '#web/test/render.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

const schema = z.object({
  email: z.string().min(1, VALIDATION_MESSAGES.required).email(VALIDATION_MESSAGES.email),
  summary: z.string().max(10, VALIDATION_MESSAGES.maxLength(10)),
  state: z.string().min(1, VALIDATION_MESSAGES.required),
});

function Form() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', summary: '', state: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => {})(event)}>
      <TextField
        label="Email"
        type="email"
        hint="We never share it."
        isRequired
        error={errors.email}
        {...register('email')}
      />
      <TextField label="Summary" multiline error={errors.summary} {...register('summary')} />
      <SelectField
        label="State"
        options={[{ value: 'WI', label: 'Wisconsin' }]}
        error={errors.state}
        {...register('state')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField and SelectField', () => {
  it('show the validation messages from a zod schema, wired with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Form />
      </Providers>,
    );
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('We never share it.');
    expect(email).not.toBeInvalid();
    expect(email).toHaveAttribute('aria-required', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'far too long for this');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('This field is required. We never share it.');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleDescription(
      'Maximum length is 10 characters.',
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'This field is required.',
    );

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Invalid email address. We never share it.');
  });

  it('renders a 4-row textarea when multiline', () => {
    render(
      <Providers>
        <TextField label="Description" multiline />
      </Providers>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
  });

  it('counts the characters up to the limit and never past it', async () => {
    function Counted() {
      const { register, control } = useForm({ defaultValues: { summary: 'x'.repeat(995) } });
      const summary = useWatch({ control, name: 'summary' });
      return (
        <TextField
          label="Summary"
          multiline
          hint="In your own words."
          counter={{ count: summary.length, max: 1000 }}
          {...register('summary')}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <Providers>
        <Counted />
      </Providers>,
    );
    const summary = screen.getByRole('textbox', { name: 'Summary' });
    expect(summary).toHaveAccessibleDescription('In your own words. 995 of 1,000 characters');
    await user.type(summary, 'abcdefgh');
    expect(summary).toHaveValue(`${'x'.repeat(995)}abcde`);
    expect(summary).toHaveAccessibleDescription('In your own words. 1,000 of 1,000 characters');
    await user.paste('more');
    expect(screen.queryByText(/1,00[1-9] of 1,000/)).not.toBeInTheDocument();
    expect(summary).toHaveAttribute('maxlength', '1000');
  });
});
