/**
 * Accounts for browser tests: made and signed in through the API (browser tests sign in
 * through the API unless the journey is the sign-in itself), and the development mailbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'a-long-e2e-password';
export const DEMO_PASSWORD = 'fairchance-demo';

export const DEMO = {
  client: 'maria@demo.fairchance.example',
  employer: 'hiring@brewcitybuilders.demo.fairchance.example',
  rspOwner: 'director@lakeshore.demo.fairchance.example',
  rspMember: 'casemanager@lakeshore.demo.fairchance.example',
} as const;

/** The web app keeps its session here (apps/web/src/lib/api/session-store.ts). */
const SESSION_STORAGE_KEY = 'fairchance.session';
const SESSION_COOKIE = 'is.authenticated';

/** A fresh address per test: the e2e server keeps its database for the whole run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.fairchance.example`;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  type: 'client' | 'employer' | 'rsp';
  /** The account's language; without it the API takes the request's Accept-Language, else English. */
  language?: 'en' | 'es';
}

export async function createAccount(
  request: APIRequestContext,
  type: NewAccount['type'],
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const account: NewAccount = {
    email: uniqueEmail(type),
    password: PASSWORD,
    firstName: 'Jordan',
    lastName: 'Rivera',
    type,
    ...overrides,
  };
  const response = await request.post('/api/v1/users', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function requestTokens(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Tokens> {
  const response = await request.post('/api/v1/oauth/token', {
    data: { grantType: 'password', username, password, clientId: 'web', clientSecret: 'web' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tokens;
}

/**
 * A client account and its profile, posted as the profile form would (POST /v1/clients takes the
 * form's shape): the account, its access token and the client's id.
 */
export async function createClientAccount(
  request: APIRequestContext,
  profile: Record<string, unknown>,
  overrides: Partial<NewAccount> = {},
): Promise<{ account: NewAccount; accessToken: string; clientId: string }> {
  const account = await createAccount(request, 'client', overrides);
  const { accessToken } = await requestTokens(request, account.email, account.password);
  const response = await request.post('/api/v1/clients', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: profile,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { account, accessToken, clientId: id };
}

/** A client account with the smallest profile the API accepts, so its screens are open. */
export async function createClientWithProfile(
  request: APIRequestContext,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const profile = {
    justiceStatus: 'noOffense',
    phone: '(414) 555-0100',
    personalStrengths: ['reliable', 'hardWorking', 'punctual', 'creative', 'problemSolver'],
  };
  return (await createClientAccount(request, profile, overrides)).account;
}

/**
 * The session the web app keeps after its sign-in form (apps/web/src/lib/api/session-store.ts),
 * for an account signed in through the API: where it goes and what it holds.
 */
export async function sessionOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<readonly [key: string, value: string, cookie: string]> {
  const tokens = await requestTokens(request, account.email, account.password);
  const session = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
  return [SESSION_STORAGE_KEY, JSON.stringify(session), SESSION_COOKIE] as const;
}

/**
 * Signs the page in as the web app would after the sign-in form: the tokens in local storage
 * and the 'is.authenticated' cookie. Leaves the page on the home page, signed out until the next
 * page load.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const session = await sessionOf(page.request, { email, password });
  // Any page of the site gives access to its storage; the home page makes no API call (and it
  // declares its icon: a bare document would make the browser ask for /favicon.ico, a 404 that
  // counts as a console error).
  await page.goto('/');
  await page.evaluate(([key, value, cookie]) => {
    localStorage.setItem(key, value);
    document.cookie = `${cookie}=true; Max-Age=7776000; Path=/; SameSite=Lax`;
  }, session);
}

interface MailMessage {
  id: string;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest e-mail of a template to an address, waiting for it to be written. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as MailMessage[];
        found = messages.find((message) => message.template === template);
        return Boolean(found);
      },
      { message: `an e-mail '${template}' to ${to}` },
    )
    .toBe(true);
  return found!;
}
