import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@fairchance/shared';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { renderApp } from '#web/test/render.tsx';
import { employerUser, JOB_ID, makeJob } from '#web/features/employer/test/fixtures.ts';

const JOB_PATH = `/api/v1/jobs/${JOB_ID}`;

function setup(job: Job = makeJob()) {
  let current = job;
  return signInAs(mockApi(), employerUser)
    .on('GET', JOB_PATH, () => json(200, current))
    .on('PATCH', JOB_PATH, (request) => {
      const patch = request.body as Partial<Job>;
      current = { ...current, ...patch };
      if (patch.typeOfWork && patch.typeOfWork !== 'onsite') current.location = null;
      return json(200, current);
    });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 })).closest('section')!;

describe('Edit Job', () => {
  it('has one section per wizard step, each with its own Save', async () => {
    setup();
    renderApp(`/employer/edit-job/${JOB_ID}`);
    for (const name of [
      'Job details',
      'Location',
      'Offenses you can accept',
      'Responsibilities',
      'Skills and experience',
      'Pay',
      'Questions for applicants',
    ]) {
      const found = await section(name);
      expect(within(found).getByRole('button', { name: `Save ${name}` })).toBeDisabled();
    }
  });

  it("patches only the section's changed fields and says 'Job Offer Updated!'", async () => {
    const api = setup();
    const { user } = renderApp(`/employer/edit-job/${JOB_ID}`);
    const details = await section('Job details');
    const title = within(details).getByRole('textbox', { name: 'Job title' });
    await user.clear(title);
    await user.type(title, 'Lead Carpenter');
    const save = within(details).getByRole('button', { name: 'Save Job details' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Job Offer Updated!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', JOB_PATH).map((call) => call.body)).toEqual([
      { title: 'Lead Carpenter' },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('saves the pay as one salaryOptions object and checks the range', async () => {
    const api = setup();
    const { user } = renderApp(`/employer/edit-job/${JOB_ID}`);
    const pay = await section('Pay');
    const max = within(pay).getByRole('spinbutton', { name: /^Maximum pay/ });
    await user.clear(max);
    await user.type(max, '12');
    expect(
      await within(pay).findByText(
        'Max salary must be equal or larger than the first value of range',
      ),
    ).toBeInTheDocument();
    const save = within(pay).getByRole('button', { name: 'Save Pay' });
    expect(save).toBeDisabled();
    await user.clear(max);
    await user.type(max, '25');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Job Offer Updated!');
    expect(api.callsTo('PATCH', JOB_PATH)[0]?.body).toEqual({
      salaryOptions: { salary: 'hourly', min: 18, max: 25, description: 'Raises', bonuses: [] },
    });
  });

  it('drops the location section when the job is no longer on-site', async () => {
    const api = setup();
    const { user } = renderApp(`/employer/edit-job/${JOB_ID}`);
    const details = await section('Job details');
    await user.selectOptions(
      within(details).getByRole('combobox', { name: 'Type of work' }),
      'Remote',
    );
    await user.click(within(details).getByRole('button', { name: 'Save Job details' }));
    await screen.findByText('Job Offer Updated!');
    expect(api.callsTo('PATCH', JOB_PATH)[0]?.body).toEqual({ typeOfWork: 'remote' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Location' })).toBeNull(),
    );
  });

  it('asks for the address when a job becomes on-site', async () => {
    const api = setup(makeJob({ typeOfWork: 'remote', location: null }));
    const { user } = renderApp(`/employer/edit-job/${JOB_ID}`);
    const details = await section('Job details');
    expect(screen.queryByRole('heading', { level: 2, name: 'Location' })).toBeNull();
    await user.selectOptions(
      within(details).getByRole('combobox', { name: 'Type of work' }),
      'On-site',
    );
    const save = within(details).getByRole('button', { name: 'Save Job details' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(within(details).getByRole('textbox', { name: 'Street address' }), '9 Dock St');
    await user.type(within(details).getByRole('textbox', { name: 'City' }), 'Racine');
    await user.selectOptions(within(details).getByRole('combobox', { name: 'State' }), 'Wisconsin');
    await user.type(within(details).getByRole('textbox', { name: 'ZIP code' }), '53403');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Job Offer Updated!');
    expect(api.callsTo('PATCH', JOB_PATH)[0]?.body).toEqual({
      typeOfWork: 'onsite',
      location: { address: '9 Dock St', city: 'Racine', state: 'WI', postalCode: '53403' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
  });
});
