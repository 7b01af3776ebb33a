import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '#web/test/render.tsx';
import { formatPhoneInput, toPhoneDigits } from './phone-format.ts';
import { PhoneInput } from './phone-input.tsx';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhoneInput(input)).toBe(expected);
  });

  it('gives the digits only', () => {
    expect(toPhoneDigits('(555) 123-4567')).toBe('5551234567');
  });
});

function setup(onDigitsChange = vi.fn()) {
  const user = userEvent.setup();
  render(
    <Providers>
      <PhoneInput label="Phone" onDigitsChange={onDigitsChange} />
    </Providers>,
  );
  return { user, input: screen.getByRole('textbox', { name: 'Phone' }), onDigitsChange };
}

describe('PhoneInput', () => {
  it('masks as you type', async () => {
    const { user, input, onDigitsChange } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '555');
    expect(input).toHaveValue('(555');
    await user.type(input, '1');
    expect(input).toHaveValue('(555) 1');
    await user.type(input, '234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onDigitsChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('takes at most 14 characters (10 digits)', async () => {
    const { user, input, onDigitsChange } = setup();
    expect(input).toHaveAttribute('maxlength', '14');
    await user.type(input, '555123456789');
    expect(input).toHaveValue('(555) 123-4567');
    expect((input as HTMLInputElement).value).toHaveLength(14);
    expect(onDigitsChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('ignores letters', async () => {
    const { user, input } = setup();
    await user.type(input, '55a5b');
    expect(input).toHaveValue('(555');
  });

  it('deletes the digit before a separator with Backspace', async () => {
    const { user, input } = setup();
    await user.type(input, '5551');
    expect(input).toHaveValue('(555) 1');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(555');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(55');
  });

  it('formats pasted numbers, even longer than 14 characters', async () => {
    const { user, input, onDigitsChange } = setup();
    await user.click(input);
    await user.paste('+1 555 123 4567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onDigitsChange).toHaveBeenLastCalledWith('5551234567');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ phone: string }>({
        defaultValues: { phone: '' },
      });
      return (
        <form
          onSubmit={(event) =>
            void handleSubmit((values) => {
              onSubmit(values);
            })(event)
          }
        >
          <PhoneInput label="Phone" {...register('phone')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(
      <Providers>
        <Form />
      </Providers>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4145550100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '(414) 555-0100' });
  });
});
