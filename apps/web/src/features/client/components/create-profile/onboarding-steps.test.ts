import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, onboardingPath, stepOfPath } from './onboarding-steps.ts';

const TAIL = ['workExperience', 'summary', 'education', 'licenses', 'diversity', 'referredBy'];
const START = ['justiceStatus'];
const CONTACT = ['phone', 'address', 'support', 'provider'];
const ABOUT = ['strengths', 'skills', 'languages'];

describe('onboarding steps (docs/product.md order)', () => {
  it('takes someone with no offense straight from languages to work experience', () => {
    expect(onboardingPath({ justiceStatus: 'noOffense' })).toEqual([
      ...START,
      ...CONTACT,
      ...ABOUT,
      ...TAIL,
    ]);
  });

  it('asks where and when for someone currently incarcerated, and skips released-at', () => {
    expect(
      onboardingPath({ justiceStatus: 'currentlyIncarcerated', offenseDrugs: ['possession'] }),
    ).toEqual([
      ...START,
      'facility',
      'expectedRelease',
      'releaseCounty',
      ...CONTACT,
      ...ABOUT,
      'offenses',
      'timeServed',
      'stateOrFederal',
      ...TAIL,
    ]);
  });

  it('asks about the registry and SBN only after a sexual offense', () => {
    const parole = { justiceStatus: 'parole' as const };
    expect(onboardingPath({ ...parole, offenseTheft: ['robbery'] })).toEqual([
      ...START,
      ...CONTACT,
      ...ABOUT,
      'offenses',
      'timeServed',
      'releasedAt',
      'stateOrFederal',
      ...TAIL,
    ]);
    expect(onboardingPath({ ...parole, offenseSexual: ['pornography'] })).toEqual([
      ...START,
      ...CONTACT,
      ...ABOUT,
      'offenses',
      'registry',
      'sbn',
      'timeServed',
      'releasedAt',
      'stateOrFederal',
      ...TAIL,
    ]);
    // Clearing the group drops the two questions again.
    expect(nextOnboardingStep('offenses', { ...parole, offenseSexual: [] })).toBe('timeServed');
  });

  it('opens the pipeline step only for the pipeline request', () => {
    expect(nextOnboardingStep('provider', { reentryServiceProvider: 'reentryPipeline' })).toBe(
      'pipeline',
    );
    expect(nextOnboardingStep('pipeline', {})).toBe('strengths');
    expect(nextOnboardingStep('provider', { reentryServiceProvider: 'myWayOut' })).toBe(
      'strengths',
    );
    expect(nextOnboardingStep('provider', { reentryServiceProvider: null })).toBe('strengths');
  });

  it('ends after referred by', () => {
    expect(nextOnboardingStep('referredBy', {})).toBeNull();
  });

  it('finds the step of a field an answer reports on', () => {
    expect(stepOfPath('relativeExperience.0.endAtYear')).toBe('workExperience');
    expect(stepOfPath('offense')).toBe('offenses');
    expect(stepOfPath('offenseSexual')).toBe('offenses');
    expect(stepOfPath('diversity.gender')).toBe('diversity');
    expect(stepOfPath('expectedReleasedAt')).toBe('expectedRelease');
    expect(stepOfPath('nothing')).toBeUndefined();
  });
});
