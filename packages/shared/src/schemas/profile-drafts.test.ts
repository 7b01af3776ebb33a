import { describe, expect, it } from 'vitest';
import {
  ClientProfileDraftAnswersSchema,
  SaveProfileDraftRequestSchema,
  pickDraftAnswers,
} from './profile-drafts.ts';

describe('onboarding draft answers', () => {
  it('keeps what the form holds, as its fields read it, and nothing it does not know', () => {
    const parsed = ClientProfileDraftAnswersSchema.parse({
      justiceStatus: 'parole',
      phone: '(414) 555-0100',
      city: 'Milwaukee',
      state: '',
      offenseTheft: ['robbery'],
      diversity: { gender: 'female' },
      password: 'not a profile field',
    });
    expect(parsed).toEqual({
      justiceStatus: 'parole',
      phone: '4145550100',
      city: 'Milwaukee',
      state: null,
      offenseTheft: ['robbery'],
      diversity: { gender: 'female' },
    });
  });

  it('fills in nothing that was not sent, and leaves the cross-field rules to the profile', () => {
    // A record without offenses yet is a draft, not a profile.
    expect(ClientProfileDraftAnswersSchema.parse({ justiceStatus: 'probation' })).toEqual({
      justiceStatus: 'probation',
    });
    expect(ClientProfileDraftAnswersSchema.parse({})).toEqual({});
  });

  it('refuses a value outside its list or over its length, and an unknown step', () => {
    expect(ClientProfileDraftAnswersSchema.safeParse({ justiceStatus: 'free' }).success).toBe(
      false,
    );
    expect(ClientProfileDraftAnswersSchema.safeParse({ city: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(ClientProfileDraftAnswersSchema.safeParse({ offenseTheft: ['murder'] }).success).toBe(
      false,
    );
    expect(SaveProfileDraftRequestSchema.safeParse({ step: 'payment', answers: {} }).success).toBe(
      false,
    );
  });

  it('picks the fields their own checks accept and leaves the others out', () => {
    expect(
      pickDraftAnswers({
        justiceStatus: 'parole',
        phone: '(414) 55',
        personalStrengths: ['reliable', 'punctual'],
        experience: ['warehouse'],
        questions: [{ question: 'q', answer: 'a' }],
        unknown: 1,
      }),
    ).toEqual({ justiceStatus: 'parole', experience: ['warehouse'] });
    expect(pickDraftAnswers(null)).toEqual({});
    expect(pickDraftAnswers([1, 2])).toEqual({});
  });

  it('reads its own output back the same', () => {
    const once = pickDraftAnswers({
      justiceStatus: 'currentlyIncarcerated',
      phone: '(414) 555-0100',
      expectedReleasedAt: '2999-01-01',
      relativeExperience: [
        {
          title: 'Cook',
          company: 'Diner',
          startAtMonth: '1',
          startAtYear: '2019',
          endAtMonth: '',
          endAtYear: '',
          stillWork: true,
          location: '',
          description: 'Line cook.',
        },
      ],
      sexualOffenderRegistry: 'no',
    });
    expect(once.relativeExperience?.[0]).toMatchObject({ startAtMonth: 1, endAtYear: null });
    expect(pickDraftAnswers(once)).toEqual(once);
  });
});
