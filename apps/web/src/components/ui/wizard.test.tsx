import { act, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { TextField } from './text-field.tsx';
import { useWizard, useWizardContext, Wizard, WizardForm, type WizardStep } from './wizard.tsx';

interface Values {
  name?: string;
  skipDetails?: boolean;
  note?: string;
}

const STEPS: WizardStep<Values>[] = [
  { id: 'name' },
  // A step's own rule: skip the details when asked to.
  { id: 'choice', next: (values) => (values.skipDetails ? 'summary' : undefined) },
  { id: 'details' },
  { id: 'summary' },
];

const nameSchema = z.object({ name: z.string().min(1, 'This field is required.') });

function NameStep() {
  const wizard = useWizardContext<Values>();
  const form = useForm({
    resolver: zodResolver(nameSchema),
    mode: 'onChange',
    defaultValues: { name: wizard.values.name ?? '' },
  });
  return (
    <WizardForm form={form} title="Your name">
      <TextField label="Name" {...form.register('name')} />
    </WizardForm>
  );
}

function ChoiceStep() {
  const form = useForm<{ skipDetails: boolean }>({
    mode: 'onChange',
    defaultValues: { skipDetails: false },
  });
  return (
    <WizardForm form={form} title="Choice" buttonLabel="Save & Next">
      <label>
        <input type="checkbox" {...form.register('skipDetails')} /> Skip details
      </label>
    </WizardForm>
  );
}

function DetailsStep({ onSave }: { onSave: () => Promise<void> }) {
  const wizard = useWizardContext<Values>();
  const form = useForm<{ note: string }>({ mode: 'onChange', defaultValues: { note: '' } });
  return (
    <WizardForm
      form={form}
      title="Details"
      onSubmit={async (values) => {
        await onSave();
        await wizard.next(values);
      }}
    >
      <TextField label="Note" {...form.register('note')} />
    </WizardForm>
  );
}

function SummaryStep() {
  const form = useForm({ mode: 'onChange' });
  return <WizardForm form={form} title="Summary" buttonLabel="Submit" />;
}

function Harness({
  onComplete,
  onSave = () => Promise.resolve(),
}: {
  onComplete: (values: Values) => void;
  onSave?: () => Promise<void>;
}) {
  const wizard = useWizard<Values>({ steps: STEPS, initialValues: {}, onComplete });
  return (
    <>
      <Wizard wizard={wizard}>
        {wizard.stepId === 'name' && <NameStep />}
        {wizard.stepId === 'choice' && <ChoiceStep />}
        {wizard.stepId === 'details' && <DetailsStep onSave={onSave} />}
        {wizard.stepId === 'summary' && <SummaryStep />}
      </Wizard>
      <button type="button" onClick={wizard.reset}>
        Start over
      </button>
      <button type="button" onClick={() => wizard.goto('name')}>
        Edit name
      </button>
      <output data-testid="history">{wizard.history.join('>')}</output>
    </>
  );
}

function setup(props: { onSave?: () => Promise<void> } = {}) {
  const onComplete = vi.fn();
  const result = renderWithRouter(<Harness onComplete={onComplete} {...props} />, {
    url: '/client/create-profile',
  });
  return { ...result, onComplete };
}

const heading = (name: string) => screen.findByRole('heading', { name });

async function fillName(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Choice');
}

/** The wizard, its first step answered: on the choice step. */
async function setupPastName(props: Parameters<typeof setup>[0] = {}) {
  const result = setup(props);
  await heading('Your name');
  await fillName(result.user);
  return result;
}

const saveAndNext = (user: ReturnType<typeof setup>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save & Next' }));

describe('Wizard', () => {
  it('keeps Next (the default label) disabled until the step form is valid', async () => {
    const { user } = setup();
    await heading('Your name');
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await waitFor(() => expect(next).toBeEnabled());
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(next).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes to the following step and keeps the step in the URL', async () => {
    const { user, router } = await setupPastName();
    expect(router.state.location.search).toBe('?step=choice');
    await saveAndNext(user);
    await heading('Details');
    expect(screen.getByTestId('history')).toHaveTextContent('name>choice>details');
  });

  it("follows a step's next rule, and Back returns to the last visited step", async () => {
    const { user } = await setupPastName();
    await user.click(screen.getByRole('checkbox', { name: 'Skip details' }));
    await saveAndNext(user);
    await heading('Summary');
    expect(screen.getByTestId('history')).toHaveTextContent('name>choice>summary');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Choice');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your name');
    // Values of visited steps are kept.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  });

  it('goes back to where goto was called from', async () => {
    const { user } = await setupPastName();
    await user.click(screen.getByRole('checkbox', { name: 'Skip details' }));
    await saveAndNext(user);
    await heading('Summary');
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await heading('Your name');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Summary');
  });

  it("steps back with the browser's back button too", async () => {
    const { user, router } = await setupPastName();
    await saveAndNext(user);
    await heading('Details');
    await act(() => router.navigate(-1));
    await heading('Choice');
    await act(() => router.navigate(-1));
    await heading('Your name');
    await act(() => router.navigate(1));
    await heading('Choice');
  });

  it('resets to the first step with the initial values', async () => {
    const { user, router } = await setupPastName();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await heading('Your name');
    expect(router.state.location.search).toBe('?step=name');
    expect(screen.getByTestId('history')).toHaveTextContent(/^name$/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('disables the submit button while submitting', async () => {
    let finish = () => {};
    const onSave = () => new Promise<void>((resolve) => (finish = resolve));
    const { user } = await setupPastName({ onSave });
    await saveAndNext(user);
    await heading('Details');
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await heading('Summary');
  });

  it('completes on the last step with all the values', async () => {
    const { user, onComplete } = await setupPastName();
    await saveAndNext(user);
    await heading('Details');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Summary');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({ name: 'Ana', skipDetails: false, note: 'Hello' }),
    );
  });

  it('moves focus to the heading of the new step', async () => {
    await setupPastName();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choice' })).toHaveFocus());
  });
});
