/**
 * The client's statement in their own words (docs/decisions/026-fair-chance-help.md): written on
 * its own edit screen, shown on My Profile, and absent from "how employers see my profile", since
 * an employer sees it only from the interview on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MAX_LENGTH, type ClientProfile } from '@fairchance/shared';
import { json } from '#web/test/api-mock.ts';
import { makeClientProfile, signInAsClient } from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const STATEMENT = 'I hold a Certificate of Qualification for Employment.';

function setup(
  url: string,
  profile: ClientProfile = makeClientProfile({ personalStatement: STATEMENT }),
) {
  const api = signInAsClient(profile)
    .on('GET', `/api/v1/clients/${profile.id}/providers`, json(200, []))
    .on('PATCH', `/api/v1/clients/${profile.id}`, (request) =>
      json(200, { ...profile, ...(request.body as object), updatedAt: '2030-01-01T00:00:00.000Z' }),
    );
  return { ...renderApp(url), api, profile };
}

describe("the client's statement", () => {
  it('shows on My Profile, saying who sees it, and is left out of how employers see the profile', async () => {
    const { user } = setup('/client/profile/');
    const section = await screen.findByRole(
      'region',
      { name: 'In Your Own Words' },
      { timeout: 5000 },
    );
    expect(within(section).getByText(STATEMENT)).toBeVisible();
    expect(within(section).getByText(/only after requesting an interview with you/)).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Show how employers see my profile' }));
    expect(screen.queryByRole('region', { name: 'In Your Own Words' })).toBeNull();
    expect(screen.queryByText(STATEMENT)).toBeNull();
    // The rest of what an employer sees before the interview is still there.
    expect(screen.getByText('Forklift certified, ready to work.')).toBeInTheDocument();
  });

  it('is written on its own edit screen and saved alone', async () => {
    const { user, api, profile, router } = setup(
      '/client/edit-profile/statement',
      makeClientProfile(),
    );
    const box = await screen.findByRole(
      'textbox',
      { name: 'Your statement (optional)' },
      { timeout: 5000 },
    );
    expect(screen.getByText(/Your offense categories are never shown/)).toBeVisible();
    await user.type(box, STATEMENT);
    expect(
      screen.getByText(
        `${STATEMENT.length} of ${STATEMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile/'));
    expect(api.callsTo('PATCH', `/api/v1/clients/${profile.id}`)[0]?.body).toEqual({
      personalStatement: STATEMENT,
    });
  });
});
