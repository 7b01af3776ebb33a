/**
 * Reentry pipeline providers a client can choose in onboarding (docs/data-model.md,
 * docs/value-lists.md). The real ones are loaded as organizations on first start, so a client can
 * pick them and an owner can claim them later. Descriptions are generic on purpose: they say what
 * kind of help each one gives.
 */
import type { WisconsinCounty } from './geography.ts';
import { WISCONSIN_COUNTIES } from './geography.ts';
import type { SupportNeed } from './profile.ts';

export const REENTRY_PROVIDERS = [
  'myWayOut',
  'goodwillIndustriesNcw',
  'eata',
  'employMilwaukee',
  'wowWorks',
  'wrtpMilwaukee',
  'wrtpWisconsin',
  'reentryPipeline',
  'other',
] as const;
export type ReentryProvider = (typeof REENTRY_PROVIDERS)[number];

/** Choices that are not an organization: a request to be matched, and "someone else". */
export const NON_ORGANIZATION_PROVIDERS = [
  'reentryPipeline',
  'other',
] as const satisfies readonly ReentryProvider[];
/** Choosing this one opens the pipeline step (docs/product.md: a response within 24-48 hours). */
export const PIPELINE_REQUEST_PROVIDER: ReentryProvider = 'reentryPipeline';
/** "Another organization": optionally one registered here, chosen by name (`rspId`). */
export const OTHER_PROVIDER: ReentryProvider = 'other';

export interface ReentryProviderInfo {
  name: string;
  description: string;
  supports: readonly SupportNeed[];
  servicesArea: readonly WisconsinCounty[];
}

const MILWAUKEE_AREA: readonly WisconsinCounty[] = [
  'Milwaukee',
  'Waukesha',
  'Ozaukee',
  'Washington',
];

export const REENTRY_PROVIDER_DETAILS: Record<ReentryProvider, ReentryProviderInfo> = {
  myWayOut: {
    name: 'My Way Out',
    description:
      'A Milwaukee reentry program that meets people in the months before and after release, ' +
      'helps them set goals, and connects them with job readiness classes, mentoring and ' +
      'transitional work with local employers.',
    supports: [
      'employment',
      'resume',
      'interviewPreparation',
      'jobTraining',
      'mentoring',
      'identificationDocuments',
      'transportation',
    ],
    servicesArea: ['Milwaukee'],
  },
  goodwillIndustriesNcw: {
    name: 'Goodwill Industries of North Central Wisconsin',
    description:
      'Job training, placement and case management for people returning from incarceration in ' +
      'north central and northeast Wisconsin, with help on housing, transportation and the basic ' +
      'needs that keep a new job going.',
    supports: [
      'employment',
      'jobTraining',
      'resume',
      'interviewPreparation',
      'basicTechSkills',
      'housing',
      'transportation',
      'clothing',
      'financialLiteracy',
    ],
    servicesArea: [
      'Brown',
      'Calumet',
      'Door',
      'Fond du Lac',
      'Green Lake',
      'Kewaunee',
      'Manitowoc',
      'Marathon',
      'Marinette',
      'Menominee',
      'Oconto',
      'Outagamie',
      'Portage',
      'Shawano',
      'Sheboygan',
      'Waupaca',
      'Waushara',
      'Winnebago',
      'Wood',
    ],
  },
  eata: {
    name: 'EATA',
    description:
      'Employment assistance and transitional support in the Milwaukee area: career coaching, ' +
      'skills training referrals and follow-up after placement so that a first job becomes a ' +
      'lasting one.',
    supports: ['employment', 'jobTraining', 'resume', 'interviewPreparation', 'mentoring'],
    servicesArea: ['Milwaukee'],
  },
  employMilwaukee: {
    name: 'Employ Milwaukee',
    description:
      "Milwaukee County's workforce development board. Its reentry services offer career " +
      'planning, paid training, help with employer connections and support services for adults ' +
      'with a record.',
    supports: [
      'employment',
      'jobTraining',
      'education',
      'resume',
      'interviewPreparation',
      'basicTechSkills',
      'transportation',
      'childCare',
    ],
    servicesArea: ['Milwaukee'],
  },
  wowWorks: {
    name: 'WOW Works',
    description:
      'Workforce services for Waukesha, Ozaukee and Washington counties: job search help, ' +
      'training funds and career counseling, including for people on supervision or recently ' +
      'released.',
    supports: ['employment', 'jobTraining', 'resume', 'interviewPreparation', 'education'],
    servicesArea: ['Waukesha', 'Ozaukee', 'Washington'],
  },
  wrtpMilwaukee: {
    name: 'WRTP | BIG STEP (Milwaukee)',
    description:
      'Pre-apprenticeship and skills training for construction, manufacturing and other ' +
      'skilled trades in the Milwaukee area, with help to get into apprenticeships and ' +
      'family-supporting jobs.',
    supports: ['employment', 'jobTraining', 'education', 'interviewPreparation', 'mentoring'],
    servicesArea: MILWAUKEE_AREA,
  },
  wrtpWisconsin: {
    name: 'WRTP | BIG STEP (Wisconsin)',
    description:
      'Statewide trades training and apprenticeship readiness: test preparation, driver license ' +
      'recovery and placement with construction and manufacturing employers across Wisconsin.',
    supports: [
      'employment',
      'jobTraining',
      'education',
      'identificationDocuments',
      'transportation',
    ],
    servicesArea: ['Dane', 'Kenosha', 'Milwaukee', 'Racine', 'Rock', 'Walworth', 'Waukesha'],
  },
  reentryPipeline: {
    name: 'I need a reentry pipeline',
    description:
      'Not working with a provider yet? We will match you with a reentry service provider ' +
      'near you. Expect a response within 24-48 hours.',
    supports: [],
    servicesArea: WISCONSIN_COUNTIES,
  },
  other: {
    name: 'Other',
    description: 'Another organization that supports you.',
    supports: [],
    servicesArea: [],
  },
};

export const REENTRY_PROVIDER_LABELS = Object.fromEntries(
  REENTRY_PROVIDERS.map((key) => [key, REENTRY_PROVIDER_DETAILS[key].name]),
) as Record<ReentryProvider, string>;
