import type { ClientProfileData } from '../transforms/client-profile.ts';

/** The answers of a profile that are not identity or history: the same in every full profile. */
export type FullProfileAnswers = Pick<
  ClientProfileData,
  | 'personalSummary'
  | 'facility'
  | 'support'
  | 'reentryServiceProvider'
  | 'personalStrengths'
  | 'experience'
  | 'languages'
  | 'sexualOffenderRegistry'
  | 'sbn'
  | 'timeServed'
  | 'stateOrFederal'
  | 'education'
  | 'license'
  | 'questions'
  | 'diversity'
  | 'referredBy'
>;

/**
 * A client who answered every part of the profile: support needs, a provider, strengths, a
 * school, a licence, a question and every diversity question. A fresh object each call; a test
 * adds identity, justice history and work history of its own.
 */
export function fullProfileAnswers(): FullProfileAnswers {
  return {
    personalSummary: 'Reliable cook with five years on the line.',
    facility: 'Taycheedah Correctional Institution',
    support: ['housing', 'childCare'],
    reentryServiceProvider: 'wrtpMilwaukee',
    personalStrengths: ['reliable', 'punctual', 'creative', 'hardWorking', 'problemSolver'],
    experience: ['hospitality', 'warehouse'],
    languages: [{ language: 'english', level: 'nativeBilingual' }],
    sexualOffenderRegistry: false,
    sbn: false,
    timeServed: '2to5',
    stateOrFederal: 'federal',
    education: [
      {
        schoolIssuer: 'Milwaukee Area Technical College',
        degree: 'Certificate',
        areaOfStudy: 'Culinary arts',
        startYear: 2014,
        yearEarned: 2015,
        description: 'ServSafe and knife skills.',
      },
    ],
    license: [
      {
        licenseName: 'Food handler',
        issuingOrganization: 'ServSafe',
        issueAtMonth: 1,
        issueAtYear: 2015,
        expirationAtMonth: null,
        expirationAtYear: null,
      },
    ],
    questions: [{ question: 'Can you work weekends?', answer: 'Yes' }],
    diversity: {
      gender: 'female',
      orientation: 'bisexual',
      religion: 'islam',
      maritalStatus: 'divorced',
      age: '35-44',
      disability: true,
      ethnicity: 'blackAfricanAmerican_latinxHispanic',
      veteranStatus: 'notVeteran',
    },
    referredBy: 'caseManagerServicesProvider',
  };
}
