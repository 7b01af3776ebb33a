/** Clients with a filled-in profile, made through the API (POST /v1/clients takes the form shape). */
import type { APIRequestContext, Page } from '@playwright/test';
import { createClientAccount, sessionOf, type NewAccount } from './accounts.ts';

export interface ClientAccount extends NewAccount {
  accessToken: string;
  clientId: string;
}

/** A client on parole with one offense, work history, education and a license. */
export const FULL_PROFILE = {
  justiceStatus: 'parole',
  phone: '(414) 555-0111',
  address: '12 Lake St',
  city: 'Milwaukee',
  state: 'WI',
  postalCode: '53202',
  personalSummary: 'Forklift certified and ready to work.',
  support: ['housing'],
  personalStrengths: ['reliable', 'punctual', 'hardWorking', 'creative', 'problemSolver'],
  experience: ['warehouse'],
  languages: [{ language: 'english', level: 'nativeBilingual' }],
  offenseDrugs: ['possession'],
  timeServed: '1to2',
  releasedAt: 'under1',
  stateOrFederal: 'state',
  relativeExperience: [
    {
      title: 'Forklift Operator',
      company: 'Acme Logistics',
      startAtMonth: 3,
      startAtYear: 2015,
      endAtMonth: 6,
      endAtYear: 2018,
      stillWork: false,
      location: 'Milwaukee, WI',
      description: 'Moved pallets safely on every shift.',
    },
  ],
  education: [
    {
      schoolIssuer: 'MATC',
      degree: 'GED',
      startYear: 2012,
      yearEarned: 2013,
      description: 'Completed the GED.',
    },
  ],
  license: [
    {
      licenseName: 'Forklift Operator Card',
      issuingOrganization: 'OSHA',
      issueAtMonth: 1,
      issueAtYear: 2016,
    },
  ],
};

export const NO_OFFENSE_PROFILE = {
  justiceStatus: 'noOffense',
  phone: '(414) 555-0112',
  personalStrengths: ['reliable', 'punctual', 'hardWorking', 'creative', 'problemSolver'],
};

export async function createClient(
  request: APIRequestContext,
  profile: Record<string, unknown>,
  names: { firstName: string; lastName: string } = { firstName: 'Tanya', lastName: 'Reed' },
): Promise<ClientAccount> {
  const { account, accessToken, clientId } = await createClientAccount(request, profile, names);
  return { ...account, accessToken, clientId };
}

/**
 * Signs the page in as the web app does after its sign-in form (apps/web/src/lib/api/
 * session-store.ts: the tokens in local storage under 'fairchance.session' and the
 * 'is.authenticated' cookie), before the first page of the app loads. Nothing else is visited
 * (a bare document would make the browser ask for /favicon.ico and log its 404). The session is
 * written once per tab: a token the app refreshes later is not overwritten.
 */
export async function signInWithSession(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const session = await sessionOf(page.request, account);
  await page.addInitScript(([key, value, cookie]) => {
    try {
      if (sessionStorage.getItem('e2e.session-written')) return;
      localStorage.setItem(key, value);
      document.cookie = `${cookie}=true; Max-Age=7776000; Path=/; SameSite=Lax`;
      sessionStorage.setItem('e2e.session-written', 'yes');
    } catch {
      // about:blank has no storage; the app's first document does.
    }
  }, session);
}
