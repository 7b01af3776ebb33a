import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#web/test/api-mock.ts';
import { makeClientProfile, shareWithProvider, signInAsClient } from '#web/test/client-fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

const SECTIONS: [id: string, title: string, editHref: string][] = [
  ['personal-information', 'Personal Information', '/client/account-settings'],
  ['professional-summary', 'Professional Summary', '/client/edit-profile/professionalSummary'],
  ['statement', 'In Your Own Words', '/client/edit-profile/statement'],
  ['offense-history', 'Offense History', '/client/edit-profile/offenseHistory'],
  ['employment-history', 'Employment History', '/client/edit-profile/employmentHistory'],
  ['education', 'Education', '/client/edit-profile/education'],
  ['licenses', 'Licenses / Certifications', '/client/edit-profile/licenses'],
  ['personal-strengths', 'Personal Strengths', '/client/edit-profile/personalStrengths'],
  ['skills', 'Skills', '/client/edit-profile/skills'],
  ['languages', 'Languages', '/client/edit-profile/languages'],
  ['support-needs', 'Support Needs', '/client/edit-profile/supportNeeds'],
  ['reentry-provider', 'Reentry Service Provider', '/client/edit-profile/provider'],
];

const provider = {
  id: '0190a0a0-0000-7000-8000-0000000000bb',
  name: 'My Way Out',
  description: 'Reentry support in Milwaukee.',
  email: 'help@mywayout.example',
  phone: '4145550199',
  status: 'active',
};

function setup() {
  const profile = makeClientProfile();
  const api = shareWithProvider(signInAsClient(profile), profile, provider);
  return { ...renderApp('/client/profile/'), api, profile };
}

function section(id: string) {
  return document.getElementById(id);
}

describe('My Profile', () => {
  it('shows every section of docs/product.md with its Edit button', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 5000 });
    for (const [id, title, href] of SECTIONS) {
      const element = section(id);
      expect(element, id).not.toBeNull();
      expect(within(element!).getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(within(element!).getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
        'href',
        href,
      );
    }
    const offenses = section('offense-history')!;
    expect(within(offenses).getByText('Not shared with recruiters')).toBeInTheDocument();
    expect(within(offenses).getByText('Possession')).toBeInTheDocument();
    expect(within(offenses).getByText('Parole')).toBeInTheDocument();
    expect(within(section('personal-information')!).getByText('Tanya Reed')).toBeInTheDocument();
    expect(screen.getByText('(414) 555-0100')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Forklift Operator at Acme Logistics' }),
    ).toBeInTheDocument();
  });

  it('shows exactly what employers see before an interview when the cloaked view is on', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 5000 });
    const toggle = screen.getByRole('switch', { name: 'Show how employers see my profile' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText(/This is how employers see your profile/)).toBeVisible();

    const personal = section('personal-information')!;
    expect(within(personal).getByText('T**** R****')).toBeInTheDocument();
    expect(within(personal).getByText('t****@*****.***')).toBeInTheDocument();
    expect(screen.queryByText('Tanya Reed')).not.toBeInTheDocument();
    expect(screen.queryByText('(414) 555-0100')).not.toBeInTheDocument();
    expect(screen.queryByText(/12 Lake St/)).not.toBeInTheDocument();
    // No offense history, no support needs, no company names, no Edit buttons.
    expect(section('offense-history')).toBeNull();
    expect(section('support-needs')).toBeNull();
    expect(section('reentry-provider')).toBeNull();
    expect(screen.queryByText('My Way Out')).not.toBeInTheDocument();
    expect(screen.queryByText('Possession')).not.toBeInTheDocument();
    expect(screen.queryByText('Housing')).not.toBeInTheDocument();
    expect(screen.queryByText(/Acme Logistics/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forklift Operator' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    // The professional profile stays.
    expect(screen.getByText('Forklift certified, ready to work.')).toBeInTheDocument();
    expect(screen.getByText('Reliable')).toBeInTheDocument();

    await user.click(toggle);
    expect(within(section('personal-information')!).getByText('Tanya Reed')).toBeInTheDocument();
    expect(section('offense-history')).not.toBeNull();
  });

  it('shows the chosen provider and who sees the profile, and stops sharing from there', async () => {
    const { user, api, profile } = setup();
    const providerSection = await screen.findByRole(
      'region',
      { name: 'Reentry Service Provider' },
      { timeout: 5000 },
    );
    expect(within(providerSection).getByText('Not shared with recruiters')).toBeInTheDocument();
    expect(
      await within(providerSection).findByText('Your profile is shared with:'),
    ).toBeInTheDocument();
    await user.click(
      await within(providerSection).findByRole('button', { name: 'Stop sharing with My Way Out' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop sharing with My Way Out?' })).getByRole(
        'button',
        { name: 'Stop sharing' },
      ),
    );
    expect(await screen.findByText('My Way Out no longer sees your profile.')).toBeInTheDocument();
    expect(
      await within(providerSection).findByText('Your profile is not shared with any organization.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('DELETE', `/api/v1/clients/${profile.id}/providers/${provider.id}`),
    ).toHaveLength(1);
    expect(
      within(providerSection).getByRole('link', { name: 'Edit Reentry Service Provider' }),
    ).toHaveAttribute('href', '/client/edit-profile/provider');
  });

  it('reads dates as dates, and the county once', async () => {
    const profile = makeClientProfile({
      justiceStatus: 'currentlyIncarcerated',
      facility: 'County jail',
      expectedReleasedAt: '2027-06-15',
      releasedCounty: 'Dane',
      county: 'Milwaukee',
    });
    signInAsClient(profile).on('GET', `/api/v1/clients/${profile.id}/providers`, json(200, []));
    renderApp('/client/profile/');
    const offenses = await screen.findByRole(
      'region',
      { name: 'Offense History' },
      { timeout: 5000 },
    );
    expect(within(offenses).getByText('June 15, 2027')).toBeInTheDocument();
    expect(within(offenses).queryByText('2027-06-15')).not.toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Milwaukee')).toBeInTheDocument();
    expect(within(personal).queryByText('Milwaukee County')).not.toBeInTheDocument();
  });
});
