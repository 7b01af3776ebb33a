import { describe, expect, it } from 'vitest';
import { hasProfile, UserSchema } from '@fairchance/shared';
import { makeUser } from '#web/test/fixtures.ts';
import {
  accessRedirect,
  hasRoleProfile,
  homePathFor,
  loginPathFor,
  logoPathFor,
  safeReturnTo,
} from './access.ts';

const client = makeUser('client');
const newClient = makeUser('client', { hasProfile: false });
const employer = makeUser('employer');
const newEmployer = makeUser('employer', { hasProfile: false });
const owner = makeUser('rsp');
const newOwner = makeUser('rsp', { hasProfile: false });
const member = makeUser('rsp', { role: 'member' });
const newMember = makeUser('rsp', { role: 'member', hasProfile: false });

describe('test users', () => {
  it('are valid GET /v1/user answers', () => {
    for (const user of [client, newClient, employer, newEmployer, owner, newOwner, member]) {
      expect(() => UserSchema.parse(user)).not.toThrow();
    }
  });
});

describe('safeReturnTo (same origin only)', () => {
  it.each([
    ['/client/jobs', '/client/jobs'],
    ['/client/jobs/?page=2#top', '/client/jobs/?page=2#top'],
    ['/rsp/case-managers/', '/rsp/case-managers/'],
  ])('follows %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'client/jobs',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tjavascript',
    '/login/',
    '/login?return_to=/client',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('builds the sign-in link with return_to', () => {
    expect(loginPathFor('/client/jobs?x=1')).toBe('/login/?return_to=%2Fclient%2Fjobs%3Fx%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login/');
  });
});

describe('where people go', () => {
  it('after sign-in: the role home; an rsp owner to case managers, a member to clients', () => {
    expect(homePathFor(client)).toBe('/client');
    expect(homePathFor(employer)).toBe('/employer');
    expect(homePathFor(owner)).toBe('/rsp/case-managers');
    expect(homePathFor(member)).toBe('/rsp/clients');
    expect(homePathFor(null)).toBe('/');
  });

  it('the logo: /client, /employer, /rsp/clients, or /', () => {
    expect(logoPathFor(client)).toBe('/client');
    expect(logoPathFor(employer)).toBe('/employer');
    expect(logoPathFor(owner)).toBe('/rsp/clients');
    expect(logoPathFor(null)).toBe('/');
  });

  it('tells whether the profile exists as the shared hasProfile does', () => {
    for (const user of [
      client,
      newClient,
      employer,
      newEmployer,
      owner,
      newOwner,
      member,
      newMember,
    ]) {
      expect(hasRoleProfile(user)).toBe(hasProfile(user));
    }
  });
});

describe('accessRedirect', () => {
  it('sends another role to /403/', () => {
    expect(accessRedirect(employer, { role: 'client' })).toBe('/403/');
    expect(accessRedirect(client, { role: 'rsp' })).toBe('/403/');
  });

  it('sends a user without a profile to the create-profile screen of their role', () => {
    expect(accessRedirect(newClient, { role: 'client' })).toBe('/client/create-profile');
    expect(accessRedirect(newEmployer, { role: 'employer' })).toBe('/employer/create-profile');
    expect(accessRedirect(newOwner, { role: 'rsp' })).toBe('/rsp/create-profile');
    expect(accessRedirect(newMember, { role: 'rsp' })).toBe('/rsp/create-profile');
  });

  it('sends a user who has a profile away from create-profile', () => {
    expect(accessRedirect(client, { role: 'client', profile: 'absent' })).toBe('/client');
    expect(accessRedirect(owner, { role: 'rsp', profile: 'absent' })).toBe('/rsp/case-managers');
    expect(accessRedirect(member, { role: 'rsp', profile: 'absent' })).toBe('/rsp/clients');
    expect(accessRedirect(newClient, { role: 'client', profile: 'absent' })).toBeNull();
  });

  it('checks scopes: owner-only screens send members to the clients list, others to /403/', () => {
    const ownerOnly = {
      role: 'rsp',
      scopes: ['rsp:owner'],
      scopeRedirect: '/rsp/clients',
    } as const;
    expect(accessRedirect(owner, ownerOnly)).toBeNull();
    expect(accessRedirect(member, ownerOnly)).toBe('/rsp/clients');
    expect(accessRedirect(member, { role: 'rsp', scopes: ['rsp:owner'] })).toBe('/403/');
    expect(accessRedirect(member, { role: 'rsp', scopes: ['rsp:owner', 'rsp:member'] })).toBeNull();
  });

  it('lets the right user stay', () => {
    expect(accessRedirect(client, { role: 'client' })).toBeNull();
    expect(accessRedirect(newEmployer, { role: 'employer', profile: 'any' })).toBeNull();
  });
});
