import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OFFENSES, type Organization } from '@fairchance/shared';
import { apiError, json, mockApi } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { OrganizationSettingsForm } from './organization-settings.tsx';

const organization: Organization = {
  ...makeUser('rsp').rspAccount!.rsp!,
  phone: '4145550100',
  support: ['housing'],
  offenses: [...OFFENSES],
};
const path = `/api/v1/rsp/${organization.id}`;

function setup() {
  const api = mockApi().on('PATCH', path, (request) =>
    json(200, { ...organization, ...(request.body as object) }),
  );
  return {
    api,
    ...renderWithRouter(
      <>
        <Link to="/rsp/clients">Clients</Link>
        <OrganizationSettingsForm organization={organization} />
      </>,
      { url: '/rsp/account-settings' },
    ),
  };
}

describe('OrganizationSettingsForm', () => {
  it('shows one section per part, each with its own Save', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Organization Information',
      'Service Area',
      'Support Services',
      'Accepted Justice Status',
      'Allowed Offenses',
    ]);
    // Each Save says what it saves.
    const saves = screen.getAllByRole('button', { name: /^Save/ });
    expect(saves.map((button) => button.textContent)).toEqual([
      'Save organization information',
      'Save service area',
      'Save support services',
      'Save accepted justice status',
      'Save allowed offenses',
    ]);
    for (const button of saves) expect(button).toBeDisabled();
    const information = screen.getByRole('region', { name: 'Organization Information' });
    expect(within(information).getByRole('textbox', { name: /Organization phone/ })).toHaveValue(
      '(414) 555-0100',
    );
    // The description stops at its limit, with the count under its label.
    const description = within(information).getByRole('textbox', { name: /Description/ });
    expect(description).toHaveAttribute('maxlength', '1000');
    expect(description).toHaveAccessibleDescription(/of 1,000 characters/);
  });

  it('saves the service area only when it changed and is not empty', async () => {
    const { user, api } = setup();
    const section = screen.getByRole('region', { name: 'Service Area' });
    const save = within(section).getByRole('button', { name: /^Save/ });
    await user.click(within(section).getByRole('button', { name: 'Remove Milwaukee' }));
    expect(await within(section).findByText('At least one required')).toBeInTheDocument();
    expect(save).toBeDisabled();

    const input = within(section).getByRole('combobox', { name: 'Add a county' });
    await user.type(input, 'milw{Enter}');
    // Back to what is saved: nothing to save.
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(input, 'dane{Enter}');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Organization updated!!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', path)[0]?.body).toEqual({ servicesArea: ['Dane', 'Milwaukee'] });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('puts a taken name on the name field', async () => {
    const { user, api } = setup();
    api.on('PATCH', path, () =>
      apiError(409, 'ResourceConflict', 'Organization name already exist', [
        { path: 'name', message: 'Organization name already exist' },
      ]),
    );
    const section = screen.getByRole('region', { name: 'Organization Information' });
    const name = within(section).getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await user.type(name, 'Taken Name');
    await user.click(within(section).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText('Organization name already exist')).toBeInTheDocument();
    expect(api.callsTo('PATCH', path)[0]?.body).toMatchObject({
      name: 'Taken Name',
      phone: '4145550100',
      phoneRspContact: '4145550100',
    });
  });

  it('asks before leaving with changes not saved, and not once they are saved', async () => {
    const { user, router } = setup();
    const section = screen.getByRole('region', { name: 'Support Services' });
    await user.click(within(section).getByRole('checkbox', { name: 'Food' }));

    await user.click(screen.getByRole('link', { name: 'Clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/rsp/account-settings');
    expect(within(section).getByRole('checkbox', { name: 'Food' })).toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Save support services' }));
    expect(await screen.findByText('Organization updated!!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rsp/clients'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('leaves when told to, changes and all', async () => {
    const { user, router } = setup();
    const section = screen.getByRole('region', { name: 'Organization Information' });
    await user.type(within(section).getByRole('textbox', { name: /Organization name/ }), ' Inc');
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rsp/clients'));
  });
});
