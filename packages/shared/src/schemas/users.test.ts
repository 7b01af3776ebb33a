import { describe, expect, it } from 'vitest';
import { issuesOf, messageAt } from '../test-helpers.ts';
import {
  AccountSettingsFormSchema,
  accountSettingsFormSchemaFor,
  CreateUserRequestSchema,
  ForgotPasswordFormSchema,
  hasProfile,
  LoginFormSchema,
  PasswordResetTokenRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordQuerySchema,
  ResetPasswordRequestSchema,
  SignUpFormSchema,
  toCreateUserPayload,
  toUpdateUserPayload,
  UpdateUserRequestSchema,
  UserSchema,
} from './users.ts';

const signUp = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'Ana.Diaz@Example.com',
  password: 'correct horse',
  type: 'client',
};

describe('sign-up', () => {
  it('accepts the registration payload and normalizes it', () => {
    expect(CreateUserRequestSchema.parse({ ...signUp, phone: '(414) 555-0100' })).toEqual({
      ...signUp,
      email: 'ana.diaz@example.com',
      phone: '4145550100',
      invitationId: undefined,
    });
  });

  it('says what is missing or wrong', () => {
    expect(
      issuesOf(CreateUserRequestSchema, { firstName: '', email: 'x', password: 'short' }),
    ).toEqual({
      firstName: ['This field is required.'],
      lastName: ['This field is required.'],
      email: ['Invalid email address.'],
      password: ['Minimum length is 8 characters.'],
      type: ['This field is required.'],
    });
  });

  it('takes an invitation only for an rsp or an employer sign-up', () => {
    const invitationId = '0190a0b0-0000-7000-8000-000000000001';
    expect(issuesOf(CreateUserRequestSchema, { ...signUp, type: 'rsp', invitationId })).toEqual({});
    expect(
      issuesOf(CreateUserRequestSchema, { ...signUp, type: 'employer', invitationId }),
    ).toEqual({});
    expect(messageAt(CreateUserRequestSchema, { ...signUp, invitationId }, 'invitationId')).toBe(
      'This field is invalid.',
    );
    expect(
      CreateUserRequestSchema.parse({ ...signUp, invitationId: '' }).invitationId,
    ).toBeUndefined();
  });

  it('requires the terms checkbox', () => {
    expect(messageAt(SignUpFormSchema, { ...signUp, terms: false }, 'terms')).toBe(
      'This field is required.',
    );
    expect(messageAt(SignUpFormSchema, signUp, 'terms')).toBe('This field is required.');
    const form = SignUpFormSchema.parse({ ...signUp, terms: true });
    expect(toCreateUserPayload(form)).not.toHaveProperty('terms');
  });

  it('checks an optional phone', () => {
    expect(messageAt(CreateUserRequestSchema, { ...signUp, phone: '555' }, 'phone')).toBe(
      'Invalid phone number',
    );
  });
});

describe('sign-in and password reset', () => {
  it('login needs a valid email and a password', () => {
    expect(issuesOf(LoginFormSchema, { username: '', password: '' })).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect(messageAt(LoginFormSchema, { username: 'nope', password: 'x' }, 'username')).toBe(
      'Invalid email address.',
    );
    // Any password is checked by the server, not by length.
    expect(issuesOf(LoginFormSchema, { username: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('asks for a username to send the reset link', () => {
    expect(PasswordResetTokenRequestSchema.parse({ username: ' A@B.co ' })).toEqual({
      username: 'a@b.co',
    });
    expect(messageAt(ForgotPasswordFormSchema, {}, 'username')).toBe('This field is required.');
  });

  it('resets with a password of 8 characters and a token', () => {
    expect(issuesOf(ResetPasswordRequestSchema, { password: 'short', token: '' })).toEqual({
      password: ['Minimum length is 8 characters.'],
      token: ['This field is required.'],
    });
  });

  it("says 'Passwords do not match.' on the reset form", () => {
    expect(
      messageAt(
        ResetPasswordFormSchema,
        { password: 'longenough', confirmPassword: 'longenougH' },
        'confirmPassword',
      ),
    ).toBe('Passwords do not match.');
    expect(
      issuesOf(ResetPasswordFormSchema, { password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({});
  });

  it('needs both token and username in the reset screen query', () => {
    expect(ResetPasswordQuerySchema.safeParse({ token: 't' }).success).toBe(false);
    expect(ResetPasswordQuerySchema.safeParse({ token: 't', username: 'u' }).success).toBe(true);
  });
});

describe('PATCH /v1/user', () => {
  it('accepts any subset', () => {
    expect(UpdateUserRequestSchema.parse({})).toEqual({});
    expect(UpdateUserRequestSchema.parse({ phone: '(414) 555-0100' })).toEqual({
      phone: '4145550100',
    });
    expect(UpdateUserRequestSchema.parse({ phone: '', avatar: null })).toEqual({
      phone: null,
      avatar: null,
    });
  });

  it('changes a password only with the current one', () => {
    expect(messageAt(UpdateUserRequestSchema, { newPassword: 'longenough' }, 'password')).toBe(
      'This field is required.',
    );
    expect(messageAt(UpdateUserRequestSchema, { password: 'old' }, 'newPassword')).toBe(
      'This field is required.',
    );
    expect(
      messageAt(UpdateUserRequestSchema, { password: 'old', newPassword: 'short' }, 'newPassword'),
    ).toBe('Minimum length is 8 characters.');
    expect(
      issuesOf(UpdateUserRequestSchema, { password: 'old', newPassword: 'longenough' }),
    ).toEqual({});
  });

  it('does not let a name be blanked', () => {
    expect(messageAt(UpdateUserRequestSchema, { firstName: '' }, 'firstName')).toBe(
      'This field is required.',
    );
  });
});

describe('account settings form', () => {
  const person = { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '' };

  it('needs no password to change personal information', () => {
    expect(issuesOf(AccountSettingsFormSchema, person)).toEqual({});
    expect(toUpdateUserPayload(AccountSettingsFormSchema.parse(person))).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      phone: null,
    });
  });

  it('once a password field is filled: current required, new min 8, confirm min 8 and equal', () => {
    expect(issuesOf(AccountSettingsFormSchema, { ...person, newPassword: 'x' })).toEqual({
      password: ['This field is required.'],
      newPassword: ['Minimum length is 8 characters.'],
      confirmPassword: ['This field is required.'],
    });
    expect(issuesOf(AccountSettingsFormSchema, { ...person, password: 'old' })).toEqual({
      newPassword: ['This field is required.'],
      confirmPassword: ['This field is required.'],
    });
    expect(
      issuesOf(AccountSettingsFormSchema, {
        ...person,
        password: 'old',
        newPassword: 'longenough',
        confirmPassword: 'short',
      }),
    ).toEqual({ confirmPassword: ['Minimum length is 8 characters.'] });
    expect(
      issuesOf(AccountSettingsFormSchema, {
        ...person,
        password: 'old',
        newPassword: 'longenough',
        confirmPassword: 'longenougX',
      }),
    ).toEqual({ confirmPassword: ['Passwords do not match.'] });
  });

  it('reports every field at once: a blank name and the password rules together', () => {
    expect(
      issuesOf(AccountSettingsFormSchema, {
        ...person,
        firstName: '',
        email: 'not an e-mail',
        newPassword: 'x',
      }),
    ).toEqual({
      firstName: ['This field is required.'],
      email: ['Invalid email address.'],
      password: ['This field is required.'],
      newPassword: ['Minimum length is 8 characters.'],
      confirmPassword: ['This field is required.'],
    });
  });

  it('sends password and newPassword together and drops the confirmation', () => {
    const form = AccountSettingsFormSchema.parse({
      ...person,
      phone: '(414) 555-0100',
      avatar: 'avatars/a.png',
      password: 'old',
      newPassword: 'longenough',
      confirmPassword: 'longenough',
    });
    const payload = toUpdateUserPayload(form);
    expect(payload).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      phone: '4145550100',
      avatar: 'avatars/a.png',
      password: 'old',
      newPassword: 'longenough',
    });
    expect(UpdateUserRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('account settings form of a signed-in user', () => {
  const person = { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '' };
  const schema = accountSettingsFormSchemaFor('Ana@Example.com');

  it('needs the current password for a new e-mail, not for the same one in other letters', () => {
    expect(issuesOf(schema, person)).toEqual({});
    expect(issuesOf(schema, { ...person, email: 'new@example.com' })).toEqual({
      password: ['This field is required.'],
    });
    expect(issuesOf(schema, { ...person, email: 'new@example.com', password: 'old' })).toEqual({});
  });

  it('sends the current password with a new e-mail only', () => {
    const form = schema.parse({ ...person, email: 'new@example.com', password: 'old' });
    const payload = toUpdateUserPayload(form, 'ana@example.com');
    expect(payload).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'new@example.com',
      phone: null,
      password: 'old',
    });
    expect(UpdateUserRequestSchema.safeParse(payload).success).toBe(true);
    expect(toUpdateUserPayload(schema.parse(person), 'ana@example.com')).not.toHaveProperty(
      'password',
    );
  });
});

describe('UserSchema', () => {
  const user = {
    id: '0190a0b0-0000-7000-8000-000000000001',
    userId: '0190a0b0-0000-7000-8000-000000000001',
    email: 'ana@example.com',
    roles: ['rsp'],
    scope: 'rsp rsp:owner',
    type: 'rsp',
    firstName: 'Ana',
    lastName: 'Diaz',
    phone: null,
    avatar: null,
    language: 'es',
    client: null,
    employer: null,
    rspAccount: {
      rspId: '0190a0b0-0000-7000-8000-000000000002',
      role: 'owner',
      isProfileFilled: false,
      rsp: null,
    },
  } as const;

  it('describes the current user', () => {
    expect(UserSchema.parse(user)).toEqual(user);
    expect(UserSchema.parse({ ...user, passwordHash: 'x' })).not.toHaveProperty('passwordHash');
  });

  it('tells whether the profile of the user type exists', () => {
    const parsed = UserSchema.parse(user);
    expect(hasProfile(parsed)).toBe(false);
    expect(
      hasProfile({ ...parsed, rspAccount: { ...parsed.rspAccount!, isProfileFilled: true } }),
    ).toBe(true);
    expect(hasProfile({ ...parsed, type: 'client' })).toBe(false);
    expect(hasProfile({ ...parsed, type: 'employer' })).toBe(false);
  });
});
