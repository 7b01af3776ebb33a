import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@fairchance/shared';
import { apiError, json, mockApi, signInAs, type ApiMock } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

function setup(person: User = makeUser('client', { overrides: { phone: '4145550100' } })) {
  const api = signInAs(mockApi(), person);
  const rendered = renderApp(`/${person.type}/account-settings`);
  return { api, ...rendered };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole('button', { name: 'Save Changes' });

function answerPatch(api: ApiMock, person: User) {
  return api.on('PATCH', '/api/v1/user', (request) =>
    json(200, { ...person, ...(request.body as Partial<User>) }),
  );
}

describe('account settings', () => {
  it('shows the personal information and saves the changes in one PATCH', async () => {
    const person = makeUser('client', { overrides: { phone: '4145550100' } });
    const { api, user } = setup(person);
    await screen.findByRole('heading', { name: 'Personal Information' });
    expect(screen.getByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ana María');
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Phone')).toHaveValue('(414) 555-0100');
    expect(save()).toBeDisabled();

    answerPatch(api, person);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Ana');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '2625550199');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Account Settings updated!!');
    expect(api.callsTo('PATCH', '/api/v1/user')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '2625550199',
    });
    // The header shows the new name.
    expect(
      within(screen.getByRole('banner')).getByRole('button', {
        name: 'Account menu for Ana López',
      }),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('needs the current password, 8 characters and a matching confirmation to change it', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'Security' });
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'shorter');
    await user.click(save());
    expect(field('Current password')).toHaveAccessibleDescription('This field is required.');
    expect(field('New password')).toHaveAccessibleDescription('Minimum length is 8 characters.');
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      'Minimum length is 8 characters.',
    );
    await user.clear(field('New password'));
    await user.type(field('New password'), 'a new long password');
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'another long password');
    await user.click(save());
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(api.callsTo('PATCH', '/api/v1/user')).toHaveLength(0);
  });

  it("shows every field's error at once on Save", async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'Security' });
    await user.clear(field('First name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not an e-mail');
    await user.type(field('New password'), 'short');
    await user.click(save());
    expect(field('First name')).toHaveAccessibleDescription('This field is required.');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address.');
    expect(field('Current password')).toHaveAccessibleDescription('This field is required.');
    expect(field('New password')).toHaveAccessibleDescription('Minimum length is 8 characters.');
    expect(field('Confirm new password')).toHaveAccessibleDescription('This field is required.');
    expect(api.callsTo('PATCH', '/api/v1/user')).toHaveLength(0);
  });

  it('sends the current and new password (not the confirmation) and shows a wrong one on its field', async () => {
    const { api, user } = setup();
    api.on(
      'PATCH',
      '/api/v1/user',
      apiError(400, 'InvalidRequest', 'The current password is not correct.', [
        { path: 'password', message: 'The current password is not correct.' },
      ]),
    );
    await screen.findByRole('heading', { name: 'Security' });
    await user.type(field('Current password'), 'old password');
    await user.type(field('New password'), 'a new long password');
    await user.type(field('Confirm new password'), 'a new long password');
    await user.click(save());
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
    expect(api.callsTo('PATCH', '/api/v1/user')[0]?.body).toMatchObject({
      password: 'old password',
      newPassword: 'a new long password',
    });
    expect(api.callsTo('PATCH', '/api/v1/user')[0]?.body).not.toHaveProperty('confirmPassword');
  });

  it('asks for the current password to change the e-mail, then says where the link went', async () => {
    const person = makeUser('employer');
    const { api, user } = setup(person);
    await screen.findByRole('heading', { name: 'Personal Information' });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'New.Address@example.com');
    await user.click(save());
    expect(field('Current password')).toHaveAccessibleDescription('This field is required.');
    expect(api.callsTo('PATCH', '/api/v1/user')).toHaveLength(0);

    api.on('PATCH', '/api/v1/user', () =>
      json(200, { ...person, pendingEmail: 'new.address@example.com' }),
    );
    await user.type(field('Current password'), 'my current password');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to new.address@example.com. Your e-mail changes when you open it.',
    );
    expect(api.callsTo('PATCH', '/api/v1/user')[0]?.body).toEqual({
      firstName: person.firstName,
      lastName: person.lastName,
      email: 'new.address@example.com',
      phone: null,
      password: 'my current password',
    });
    // The form keeps the e-mail the account signs in with, and shows the one waiting.
    expect(field('Email')).toHaveValue(person.email);
    const notice = screen.getByRole('region', { name: 'E-mail change waiting' });
    expect(notice).toHaveTextContent(
      'We sent a link to new.address@example.com. Your e-mail changes when you open it.',
    );
    expect(field('Current password')).toHaveValue('');
  });

  it('sends the link again or cancels the change waiting', async () => {
    const person = makeUser('client', { overrides: { pendingEmail: 'next@example.com' } });
    const { api, user } = setup(person);
    const notice = await screen.findByRole('region', { name: 'E-mail change waiting' });
    api.on('POST', '/api/v1/user/email-change/resend', json(204));
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to next@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/user/email-change/resend')).toHaveLength(1);

    api.on('DELETE', '/api/v1/user/email-change', json(204));
    api.on('GET', '/api/v1/user', json(200, { ...person, pendingEmail: null }));
    await user.click(within(notice).getByRole('button', { name: 'Cancel the change' }));
    expect(
      await screen.findByText(
        `The e-mail change was cancelled. You still sign in with ${person.email}.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'E-mail change waiting' })).toBeNull(),
    );
  });

  it("says 'Email already in use' on the e-mail field", async () => {
    const { api, user } = setup(makeUser('employer'));
    api.on(
      'PATCH',
      '/api/v1/user',
      apiError(409, 'ResourceConflict', 'Email already in use', [
        { path: 'email', message: 'Email already in use' },
      ]),
    );
    await screen.findByRole('heading', { name: 'Personal Information' });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.type(field('Current password'), 'my current password');
    await user.click(save());
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email already in use'));
  });

  it.each([
    [
      'a file that is not JPG, GIF or PNG',
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
      'Choose a JPG, GIF or PNG image.',
    ],
    [
      'a photo over 1MB',
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'The photo is too large: 1MB max.',
    ],
  ])('refuses %s before uploading', async (_what, file, message) => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Personal Information' });
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAccessibleDescription('JPG, GIF or PNG, 1MB max.');
    // As a browser allows when the person picks 'All files' in the dialog.
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(`${message} JPG, GIF or PNG, 1MB max.`),
    );
    expect(api.callsTo('POST', '/api/v1/uploads/avatar')).toHaveLength(0);
  });

  it('uploads a photo, saves its key and shows it in the header', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
    const person = makeUser('rsp');
    const { api, user } = setup(person);
    answerPatch(api, person)
      .on(
        'POST',
        '/api/v1/uploads/avatar',
        json(200, {
          url: '/api/v1/uploads/form',
          key: 'avatar/abc',
          fields: { key: 'avatar/abc', policy: 'p', signature: 's' },
        }),
      )
      .on('POST', '/api/v1/uploads/form', json(204));
    await screen.findByRole('tab', { name: 'Account', selected: true });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), photo);
    expect(await screen.findByText('New photo ready. Save to keep it.')).toBeInTheDocument();

    const [sign] = api.callsTo('POST', '/api/v1/uploads/avatar');
    expect(sign?.body).toEqual({ contentType: 'image/png' });
    const [form] = api.callsTo('POST', '/api/v1/uploads/form');
    expect(form?.headers.get('authorization')).toBeNull();
    const sent = form?.body as FormData;
    expect([...sent.keys()]).toEqual(['key', 'policy', 'signature', 'file']);

    await user.click(save());
    await screen.findByText('Account Settings updated!!');
    expect(api.callsTo('PATCH', '/api/v1/user')[0]?.body).toMatchObject({ avatar: 'avatar/abc' });
    const trigger = within(screen.getByRole('banner')).getByRole('button', {
      name: /Account menu/,
    });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/api/v1/media/avatar/abc');
  });
});
