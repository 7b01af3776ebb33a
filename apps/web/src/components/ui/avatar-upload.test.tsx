import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { AvatarUpload } from './avatar-upload.tsx';

const LABELS = {
  label: 'Profile photo',
  hint: 'JPG, GIF or PNG, 1MB max.',
  uploading: 'Uploading the photo…',
  remove: 'Remove photo',
  wrongType: 'Choose a JPG, GIF or PNG image.',
  tooLarge: 'The photo is too large: 1MB max.',
};

const FORM = {
  url: '/api/v1/uploads/form',
  key: 'avatar/0190a0a0-0000-7000-8000-0000000000f1',
  fields: { key: 'avatar/0190a0a0-0000-7000-8000-0000000000f1', policy: 'p', signature: 's' },
};

function setup(formAnswer: () => Response) {
  const api = signInAs(mockApi(), makeUser('employer'))
    .on('POST', '/api/v1/uploads/avatar', () => json(200, FORM))
    .on('POST', '/api/v1/uploads/form', formAnswer);
  const onUpload = vi.fn();
  const view = renderWithRouter(
    <AvatarUpload name="Dana Cole" src={null} labels={LABELS} onUpload={onUpload} />,
  );
  return { ...view, api, onUpload };
}

/** A text file named as a picture: the browser calls it image/png, the server reads its bytes. */
const textAsPng = () =>
  new File(['This is a text file, not a picture.'], 'logo.png', { type: 'image/png' });

describe('AvatarUpload', () => {
  it("says why the server refused the file, on the field, in the server's words", async () => {
    const { user, api, onUpload } = setup(() =>
      apiError(415, 'UnsupportedMediaType', 'The picture must be a JPG, GIF or PNG image.'),
    );
    const input = screen.getByLabelText('Profile photo');
    await user.upload(input, textAsPng());
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/The picture must be a JPG, GIF or PNG image\./),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/v1/uploads/form')).toHaveLength(1);
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('uses its own label when the refusal carries no message, and clears it for a good file', async () => {
    let answer = () => new Response(null, { status: 413 });
    const { user, onUpload } = setup(() => answer());
    const input = screen.getByLabelText('Profile photo');
    await user.upload(input, textAsPng());
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/The photo is too large: 1MB max\./),
    );

    answer = () => new Response(null, { status: 204 });
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(FORM.key, expect.any(File)));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
