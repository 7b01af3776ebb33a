/**
 * Fair-chance hiring facts (docs/decisions/026-fair-chance-help.md): the one place that holds what
 * the product says about hiring incentives and the law, each fact with its source and the date it
 * was checked. The hire screen, the hire e-mails and the job wizard's note all read from here, so
 * a change in a program is one edit. Facts change over time: every text that shows them tells the
 * reader to confirm with the agency.
 *
 * Nothing here is about a person: the texts speak of programs, never of anyone's offense.
 */
import type { AppLanguage } from '../i18n/languages.ts';

/** A source the facts were read from, and the day they were last checked against it. */
export interface FairChanceSource {
  /** The publisher's name, as a link label. */
  name: Readonly<Record<AppLanguage, string>>;
  url: string;
  /** YYYY-MM-DD. */
  checkedOn: string;
}

export const FAIR_CHANCE_SOURCES = {
  dwdWotc: {
    name: {
      en: 'Wisconsin DWD: Work Opportunity Tax Credit',
      es: 'DWD de Wisconsin: crédito fiscal WOTC',
    },
    url: 'https://dwd.wisconsin.gov/jobservice/taxcredit/',
    checkedOn: '2026-11-24',
  },
  dwdWotcFaqs: {
    name: { en: 'Wisconsin DWD: WOTC questions', es: 'DWD de Wisconsin: preguntas sobre WOTC' },
    url: 'https://dwd.wi.gov/jobservice/taxcredit/faqs.htm',
    checkedOn: '2026-11-24',
  },
  irsForm8850: {
    name: { en: 'IRS: Form 8850', es: 'IRS: Formulario 8850' },
    url: 'https://www.irs.gov/forms-pubs/about-form-8850',
    checkedOn: '2026-11-24',
  },
  bonding: {
    name: { en: 'The Federal Bonding Program', es: 'Programa Federal de Fianzas' },
    url: 'https://bonds4jobs.com/',
    checkedOn: '2026-11-24',
  },
  dwdArrestConviction: {
    name: {
      en: 'Wisconsin DWD: arrest and conviction records',
      es: 'DWD de Wisconsin: antecedentes de arresto y condena',
    },
    url: 'https://dwd.wi.gov/er/digest/122.19.htm',
    checkedOn: '2026-11-24',
  },
  eeoc: {
    name: {
      en: 'EEOC guidance on arrest and conviction records',
      es: 'Guía de la EEOC sobre antecedentes de arresto y condena',
    },
    url: 'https://www.eeoc.gov/laws/guidance/enforcement-guidance-consideration-arrest-and-conviction-records-employment-decisions',
    checkedOn: '2026-11-24',
  },
} as const satisfies Record<string, FairChanceSource>;
export type FairChanceSourceId = keyof typeof FAIR_CHANCE_SOURCES;

/** One fact in each language, with the source it comes from. */
export interface FairChanceFact {
  source: FairChanceSourceId;
  text: Readonly<Record<AppLanguage, string>>;
}

/** The Work Opportunity Tax Credit, for a hire (what an employer can do, and by when). */
const WOTC_FACTS = [
  {
    source: 'dwdWotc',
    text: {
      en: 'The Work Opportunity Tax Credit (WOTC) is a federal tax credit for hiring people from certain groups, including people with a felony conviction hired within a year of their conviction or release.',
      es: 'El crédito fiscal por oportunidad de trabajo (WOTC) es un crédito federal de impuestos por contratar a personas de ciertos grupos, entre ellas personas con una condena por delito grave contratadas dentro del año siguiente a su condena o liberación.',
    },
  },
  {
    source: 'dwdWotc',
    text: {
      en: 'It can be worth up to $1,500 when the person works 120 to 399 hours, and up to $2,400 from 400 hours (25% or 40% of the first $6,000 of wages). Part-time and seasonal workers count.',
      es: 'Puede valer hasta $1,500 si la persona trabaja de 120 a 399 horas, y hasta $2,400 a partir de 400 horas (el 25 % o el 40 % de los primeros $6,000 de salario). Cuentan los trabajos de medio tiempo y de temporada.',
    },
  },
  {
    source: 'irsForm8850',
    text: {
      en: 'Deadline 1: page 1 of IRS Form 8850 is filled in by the day of the job offer, and signed by the new employee and by you.',
      es: 'Plazo 1: la página 1 del Formulario 8850 del IRS se llena a más tardar el día de la oferta de empleo, y la firman la persona contratada y usted.',
    },
  },
  {
    source: 'dwdWotcFaqs',
    text: {
      en: "Deadline 2: within 28 days of the start date, send Form 8850 with ETA Form 9061 (or an agency's conditional certification, ETA 9062) to the state workforce agency; in Wisconsin, through DWD's eWOTC portal. This deadline cannot be waived, and most denials are for missing papers.",
      es: 'Plazo 2: dentro de los 28 días siguientes a la fecha de inicio, envíe el Formulario 8850 con el Formulario ETA 9061 (o la certificación condicional de una agencia, ETA 9062) a la agencia estatal de empleo; en Wisconsin, por el portal eWOTC del DWD. Este plazo no se puede prorrogar, y la mayoría de los rechazos son por falta de documentos.',
    },
  },
  {
    source: 'dwdWotcFaqs',
    text: {
      en: 'Once certified, you claim the credit with IRS Form 5884 on your tax return.',
      es: 'Una vez certificado, usted reclama el crédito con el Formulario 5884 del IRS en su declaración de impuestos.',
    },
  },
] as const satisfies readonly FairChanceFact[];

/**
 * The program's standing as of the date checked. The last authorization ran through
 * 31 December 2025; nothing here says it was renewed, so the product says exactly that.
 */
const WOTC_STATUS = {
  source: 'dwdWotc',
  text: {
    en: `Status as of ${FAIR_CHANCE_SOURCES.dwdWotc.checkedOn}: WOTC was authorized for people who started work through December 31, 2025. Confirm with the state workforce agency whether it covers this hire before counting on it.`,
    es: `Situación al ${FAIR_CHANCE_SOURCES.dwdWotc.checkedOn}: el WOTC estaba autorizado para quienes empezaron a trabajar hasta el 31 de diciembre de 2025. Confirme con la agencia estatal de empleo si cubre esta contratación antes de contar con él.`,
  },
} as const satisfies FairChanceFact;

/** The Federal Bonding Program, for a hire. */
const BONDING_FACTS = [
  {
    source: 'bonding',
    text: {
      en: 'The Federal Bonding Program gives you a free fidelity bond, usually $5,000 (up to $25,000 when justified) with no deductible, for the first 6 months of employment. It covers theft, forgery, larceny and embezzlement by the employee, not poor workmanship or injuries.',
      es: 'El Programa Federal de Fianzas le da gratis una fianza de fidelidad, por lo general de $5,000 (hasta $25,000 si se justifica) sin deducible, durante los primeros 6 meses de empleo. Cubre robo, falsificación, hurto y malversación por parte del empleado, no el trabajo mal hecho ni las lesiones.',
    },
  },
  {
    source: 'bonding',
    text: {
      en: 'It needs a job offer and a start date, for a wage employee. After 6 months you may buy continued coverage.',
      es: 'Requiere una oferta de empleo y una fecha de inicio, para un empleado asalariado. Después de 6 meses puede comprar más cobertura.',
    },
  },
] as const satisfies readonly FairChanceFact[];

/** A section of the hire help: a heading, its facts, and the agencies to go to. */
export interface HireHelpSection {
  heading: Readonly<Record<AppLanguage, string>>;
  facts: readonly FairChanceFact[];
  links: readonly FairChanceSourceId[];
}

/**
 * What an employer is told after marking an application hired: on the screen and in the e-mail.
 * It names programs and deadlines only, never anything about the person hired.
 */
export const HIRE_HELP = {
  intro: {
    en: 'Two federal programs can help when you hire someone who has been through the justice system. Whether they apply depends on the person, who decides whether to take part in the tax credit screening. This help is shown after every hire and says nothing about the person you hired.',
    es: 'Dos programas federales pueden ayudar cuando contrata a alguien que ha pasado por el sistema de justicia. Que apliquen depende de la persona, que decide si participa en la evaluación del crédito fiscal. Esta ayuda se muestra después de cada contratación y no dice nada de la persona que contrató.',
  },
  sections: [
    {
      heading: {
        en: 'Work Opportunity Tax Credit',
        es: 'Crédito fiscal por oportunidad de trabajo',
      },
      facts: [...WOTC_FACTS, WOTC_STATUS],
      links: ['dwdWotc', 'dwdWotcFaqs', 'irsForm8850'],
    },
    {
      heading: { en: 'Federal Bonding Program', es: 'Programa Federal de Fianzas' },
      facts: BONDING_FACTS,
      links: ['bonding'],
    },
  ],
  confirm: {
    en: 'Programs and deadlines change: confirm with the agency before you rely on them.',
    es: 'Los programas y los plazos cambian: confirme con la agencia antes de contar con ellos.',
  },
} as const satisfies {
  intro: Record<AppLanguage, string>;
  sections: readonly HireHelpSection[];
  confirm: Record<AppLanguage, string>;
};

/** What a hired client is told: the employer may ask for the pre-screening form, and it is their choice. */
export const HIRED_CLIENT_NOTE = {
  source: 'irsForm8850',
  text: {
    en: 'Your employer may ask you to fill in IRS Form 8850, a short pre-screening form for a federal tax credit employers can get for some hires. Filling it in is your choice.',
    es: 'Su empleador puede pedirle que llene el Formulario 8850 del IRS, un breve formulario de evaluación para un crédito fiscal federal que los empleadores pueden recibir por algunas contrataciones. Llenarlo es su decisión.',
  },
} as const satisfies FairChanceFact;

/** The job wizard's note on the offenses step: what the law lets an employer weigh. */
export const OFFENSES_STEP_NOTE = {
  heading: {
    en: 'Before you choose: what Wisconsin law allows',
    es: 'Antes de elegir: lo que permite la ley de Wisconsin',
  },
  facts: [
    {
      source: 'dwdArrestConviction',
      text: {
        en: 'In Wisconsin, an employer may consider a conviction only when the offense is substantially related to the circumstances of the job, and may not ask about arrests (pending charges excepted). An expunged offense cannot be used.',
        es: 'En Wisconsin, un empleador puede tener en cuenta una condena solo cuando el delito está sustancialmente relacionado con las circunstancias del puesto, y no puede preguntar por arrestos (salvo cargos pendientes). Un delito borrado del registro no se puede usar.',
      },
    },
    {
      source: 'eeoc',
      text: {
        en: 'The EEOC asks employers to weigh the nature of the offense, the time since, and the nature of the job, and to make an individualized assessment: tell the person, give them a chance to explain, and reconsider.',
        es: 'La EEOC pide a los empleadores que consideren la naturaleza del delito, el tiempo transcurrido y la naturaleza del puesto, y que hagan una evaluación individual: avisar a la persona, darle la oportunidad de explicar y reconsiderar.',
      },
    },
  ],
  links: ['dwdArrestConviction', 'eeoc'],
} as const satisfies {
  heading: Record<AppLanguage, string>;
  facts: readonly FairChanceFact[];
  links: readonly FairChanceSourceId[];
};
