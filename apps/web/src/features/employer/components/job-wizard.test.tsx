import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAIR_CHANCE_LANGUAGE_MESSAGE } from '@fairchance/shared';
import { renderWithRouter } from '#web/test/render.tsx';
import { writeDraft } from '#web/features/employer/hooks/drafts.ts';
import { JobWizard } from './job-wizard.tsx';

const USER_ID = 'user-1';

function setup(url = '/employer/create-job') {
  return renderWithRouter(<JobWizard userId={USER_ID} />, { url });
}

const heading = (name: string) => screen.findByRole('heading', { name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

async function fillDetails(user: ReturnType<typeof setup>['user'], typeOfWork: string) {
  await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Line Cook');
  await user.type(screen.getByRole('textbox', { name: 'Department' }), 'Kitchen');
  await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Cook good food.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of work' }), typeOfWork);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Working time' }), 'Full time');
}

describe('JobWizard', () => {
  it('skips the location step for a job that is not on-site', async () => {
    const { user } = setup();
    await heading('Job details');
    await fillDetails(user, 'Remote');
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await heading('Offenses you can accept');
    expect(screen.getByText('Step 2 of 6: Offenses you can accept')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
  });

  it('counts the steps of the branch chosen, from the moment it is chosen', async () => {
    const { user } = setup();
    await heading('Job details');
    expect(screen.getByText('Step 1 of 6: Job details')).toBeInTheDocument();
    await fillDetails(user, 'On-site');
    expect(screen.getByText('Step 1 of 7: Job details')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of work' }), 'Hybrid');
    expect(screen.getByText('Step 1 of 6: Job details')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of work' }), 'On-site');
    expect(screen.getByText('Step 1 of 7: Job details')).toBeInTheDocument();
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await heading('Location');
    expect(screen.getByText('Step 2 of 7: Location')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Job details');
    expect(screen.getByText('Step 1 of 7: Job details')).toBeInTheDocument();
  });

  it('asks for the address of an on-site job', async () => {
    const { user } = setup();
    await heading('Job details');
    await fillDetails(user, 'On-site');
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await heading('Location');
    expect(screen.getByText('Step 2 of 7: Location')).toBeInTheDocument();
    const next = nextButton();
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Milwaukee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Wisconsin');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '53202');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await heading('Offenses you can accept');
  });

  it('shows the fair-chance language error inline and keeps Next disabled', async () => {
    const { user } = setup();
    await heading('Job details');
    await fillDetails(user, 'Remote');
    const description = screen.getByRole('textbox', { name: 'Job description' });
    await user.clear(description);
    await user.type(description, 'Great team. No felons.');
    expect(await screen.findByText(FAIR_CHANCE_LANGUAGE_MESSAGE)).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nextButton()).toBeDisabled());
  });

  it('gives a non-blocking hint when a posting asks for a background check', async () => {
    const { user } = setup();
    await heading('Job details');
    await fillDetails(user, 'Remote');
    const description = screen.getByRole('textbox', { name: 'Job description' });
    await user.type(description, ' Applicants must pass a background check.');
    expect(await screen.findByText(/Mentioning a background check is fine/)).toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('refuses a start month in the past', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
    const { user } = setup();
    await heading('Job details');
    await fillDetails(user, 'Remote');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start month' }), 'March');
    expect(
      await screen.findByText('Date must be in the present or the future'),
    ).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start month' }), 'June');
    await waitFor(() =>
      expect(screen.queryByText('Date must be in the present or the future')).toBeNull(),
    );
  });

  it('presets the minimum pay when the pay type changes', async () => {
    const { user } = setup('/employer/create-job?step=pay');
    await heading('Pay');
    const min = () => screen.getByRole('spinbutton', { name: /^Minimum pay/ });
    expect(min()).toHaveValue(15);
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(min()).toHaveValue(31200);
    expect(min()).toHaveAccessibleName('Minimum pay (USD per year)');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(min()).toHaveValue(15);
  });

  it('requires the maximum pay to be at least the minimum', async () => {
    const { user } = setup('/employer/create-job?step=pay');
    await heading('Pay');
    const max = screen.getByRole('spinbutton', { name: /^Maximum pay/ });
    await user.type(max, '10');
    await user.type(screen.getByRole('textbox', { name: 'Pay description' }), 'Weekly pay');
    expect(
      await screen.findByText('Max salary must be equal or larger than the first value of range'),
    ).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    const min = screen.getByRole('spinbutton', { name: /^Minimum pay/ });
    await user.clear(min);
    await user.type(min, '9');
    await waitFor(() =>
      expect(
        screen.queryByText('Max salary must be equal or larger than the first value of range'),
      ).toBeNull(),
    );
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('selects and clears every offense category at once', async () => {
    const { user } = setup('/employer/create-job?step=offenses');
    await heading('Offenses you can accept');
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThanOrEqual(23);
    for (const box of boxes) expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    const drugs = screen.getByRole('group', { name: 'Drugs' });
    await user.click(within(drugs).getByRole('checkbox', { name: 'Possession' }));
    expect(within(drugs).getByRole('checkbox', { name: 'Possession' })).toBeChecked();
  });

  it('adds list entries and checks each of them', async () => {
    const { user } = setup('/employer/create-job?step=responsibilities');
    await heading('Responsibilities');
    expect(screen.getByText('No responsibilities yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add responsibility' }));
    const entry = screen.getByRole('textbox', { name: 'Responsibility 1' });
    expect(entry).toHaveFocus();
    await user.type(entry, 'We do not hire felons');
    expect(await screen.findByText(FAIR_CHANCE_LANGUAGE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(nextButton()).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Remove responsibility 1' }));
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('keeps the values in a draft for the confirm screen', async () => {
    writeDraft('job', USER_ID, { title: 'Baker' });
    const { user, router } = setup('/employer/create-job?step=questions');
    await heading('Questions for applicants');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/employer/create-job/confirm/'),
    );
    const stored = JSON.parse(
      sessionStorage.getItem(`fairchance.employer.draft.job.${USER_ID}`) ?? '{}',
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({ title: 'Baker', questions: [] });
  });
});

describe('JobWizard drafts', () => {
  it('starts over with empty values', async () => {
    writeDraft('job', USER_ID, { title: 'Baker', department: 'Bakery' });
    const { user, router } = setup('/employer/create-job?step=skills');
    await heading('Skills and experience');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await heading('Job details');
    expect(router.state.location.search).toBe('?step=details');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });
});
