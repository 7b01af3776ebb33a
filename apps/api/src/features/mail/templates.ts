/**
 * E-mail templates (docs/rules.md#e-mails), in the recipient's language, each as plain text and
 * HTML. A template is a list of paragraphs and at most one button link; the layout is shared.
 */
import {
  appLanguageOf,
  FAIR_CHANCE_SOURCES,
  HIRE_HELP,
  HIRED_CLIENT_NOTE,
  PRODUCT_NAME,
  type AppLanguage,
} from '@fairchance/shared';

interface MailLink {
  label: string;
  url: string;
}

interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Lists of links under a heading, after the paragraphs (a job alert's jobs per search). */
  lists?: { heading: string; items: MailLink[]; more?: MailLink }[];
  /** Headed sections after the paragraphs, each with its text and links (the hire help). */
  sections?: MailSection[];
  action?: MailLink;
  /** A small line at the end with its link (a job alert's unsubscribe). */
  footer?: { text: string; link: MailLink };
}

interface MailSection {
  heading: string;
  paragraphs: string[];
  links: MailLink[];
}

/**
 * The fair-chance hire help in one language, read from the shared facts
 * (docs/decisions/026-fair-chance-help.md): programs and deadlines only, nothing of the person.
 */
function hireHelpSections(lang: AppLanguage): MailSection[] {
  return HIRE_HELP.sections.map((section) => ({
    heading: section.heading[lang],
    paragraphs: section.facts.map((fact) => fact.text[lang]),
    links: section.links.map((id) => ({
      label: FAIR_CHANCE_SOURCES[id].name[lang],
      url: FAIR_CHANCE_SOURCES[id].url,
    })),
  }));
}

/** One saved search in a job alert: its name, its newest new jobs, and how many there are. */
export interface JobAlertSearch {
  name: string;
  total: number;
  jobs: { title: string; employerName: string; place: string; url: string }[];
  /** The search on the site, for the jobs the e-mail leaves out. */
  searchUrl: string;
}

type Templates = {
  welcome: { firstName: string; url: string };
  passwordReset: { firstName: string; url: string; minutes: number };
  passwordChanged: { firstName: string; url: string };
  emailChanged: { firstName: string; newEmail: string; url: string };
  /**
   * To the old address when a change is asked for; `byName` is the organization owner who asked.
   */
  emailChangeRequested: {
    firstName: string;
    newEmail: string;
    byName: string | null;
    hours: number;
    url: string;
  };
  /** To the new address: the link that makes the change. */
  emailChangeConfirm: { firstName: string; byName: string | null; hours: number; url: string };
  interviewRequested: { firstName: string; jobTitle: string; employerName: string; url: string };
  /** The employer's own invitation text, sent as written (docs/rules.md#interview-invitations). */
  interviewInvitation: {
    firstName: string;
    jobTitle: string;
    employerName: string;
    message: string;
    url: string;
  };
  hired: { firstName: string; jobTitle: string; employerName: string; url: string };
  /** To the employer who marked an application hired: the fair-chance hire help. */
  hireHelp: { firstName: string; jobTitle: string; applicantName: string; url: string };
  rejected: { firstName: string; jobTitle: string; employerName: string; url: string };
  providerChosenClient: { firstName: string; providerName: string; url: string };
  providerChosenOwner: { firstName: string; clientName: string; url: string };
  pipelineRequest: { firstName: string; url: string };
  applicationSent: { firstName: string; jobTitle: string; employerName: string; url: string };
  applicationReceived: { firstName: string; jobTitle: string; url: string };
  caseManagerInvited: { firstName: string; organizationName: string; url: string };
  staffInvited: { firstName: string; url: string; hours: number };
  /** A colleague invited to a company's account (docs/rules.md#employer-team). */
  colleagueInvited: { firstName: string; inviterName: string; companyName: string; url: string };
  clientAssigned: { firstName: string; clientName: string; url: string };
  jobUnpublished: { firstName: string; jobTitle: string; reason: string; url: string };
  jobRestored: { firstName: string; jobTitle: string; reason: string; url: string };
  organizationClaimApproved: { firstName: string; organizationName: string; url: string };
  organizationClaimDeclined: {
    firstName: string;
    organizationName: string;
    reason: string;
    url: string;
  };
  /** To a hired client linked to an organization, when a check-in falls due. */
  checkInRequest: {
    firstName: string;
    jobTitle: string;
    employerName: string;
    days: number;
    url: string;
  };
  /** To a case manager (or the owner): their clients' changes, daily or as they happen. */
  clientChanges: {
    firstName: string;
    changes: ClientChangeLine[];
    /** How many more changes there are than listed. */
    more: number;
    isDaily: boolean;
    /** The notices page, where the e-mail setting is too. */
    url: string;
  };
  jobAlert: {
    firstName: string;
    searches: JobAlertSearch[];
    /** The client's saved searches, where alerts are turned on and off one by one. */
    url: string;
    unsubscribeUrl: string;
  };
};

const jobLink = (job: JobAlertSearch['jobs'][number], at: string): MailLink => ({
  label: `${job.title} ${at} ${job.employerName}${job.place ? ` (${job.place})` : ''}`,
  url: job.url,
});

const alertLists = (
  searches: JobAlertSearch[],
  words: { at: string; heading: (s: JobAlertSearch) => string; more: (n: number) => string },
) =>
  searches.map((search) => ({
    heading: words.heading(search),
    items: search.jobs.map((job) => jobLink(job, words.at)),
    ...(search.total > search.jobs.length
      ? { more: { label: words.more(search.total - search.jobs.length), url: search.searchUrl } }
      : {}),
  }));

/** One change in a notice e-mail: the change already in the recipient's language. */
export interface ClientChangeLine {
  clientName: string;
  change: string;
  jobTitle: string | null;
  employerName: string | null;
  url: string;
}

const changeLinks = (changes: ClientChangeLine[], at: string): MailLink[] =>
  changes.map((line) => ({
    label: `${line.clientName}: ${line.change}${
      line.jobTitle
        ? ` (${line.jobTitle}${line.employerName ? ` ${at} ${line.employerName}` : ''})`
        : ''
    }`,
    url: line.url,
  }));

/** A text someone wrote, one paragraph per block between blank lines. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');

export type MailTemplate = keyof Templates;
export type MailData<T extends MailTemplate> = Templates[T];

const TEMPLATES: {
  [T in MailTemplate]: Record<AppLanguage, (data: Templates[T]) => MailContent>;
} = {
  welcome: {
    en: ({ firstName, url }) => ({
      subject: `Welcome to ${PRODUCT_NAME}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Your ${PRODUCT_NAME} account is ready. Sign in any time to finish your profile and take the next step.`,
      ],
      action: { label: 'Sign in', url },
    }),
    es: ({ firstName, url }) => ({
      subject: `Bienvenido a ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Su cuenta de ${PRODUCT_NAME} está lista. Inicie sesión cuando quiera para completar su perfil y dar el siguiente paso.`,
      ],
      action: { label: 'Iniciar sesión', url },
    }),
  },
  passwordReset: {
    en: ({ firstName, url, minutes }) => ({
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        `Hi ${firstName},`,
        `Someone asked to reset the password of your account. If it was you, choose a new password with the link below. It works once and expires in ${minutes} minutes.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
      action: { label: 'Choose a new password', url },
    }),
    es: ({ firstName, url, minutes }) => ({
      subject: `Restablezca su contraseña de ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Alguien pidió restablecer la contraseña de su cuenta. Si fue usted, elija una nueva contraseña con el enlace de abajo. Funciona una sola vez y vence en ${minutes} minutos.`,
        'Si no lo pidió, puede ignorar este correo: su contraseña no cambia.',
      ],
      action: { label: 'Elegir una nueva contraseña', url },
    }),
  },
  passwordChanged: {
    en: ({ firstName, url }) => ({
      subject: `Your ${PRODUCT_NAME} password was changed`,
      paragraphs: [
        `Hi ${firstName},`,
        'The password of your account was just changed.',
        'If this was not you, reset your password now and contact support.',
      ],
      action: { label: 'Reset my password', url },
    }),
    es: ({ firstName, url }) => ({
      subject: `Se cambió su contraseña de ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        'Se acaba de cambiar la contraseña de su cuenta.',
        'Si no fue usted, restablezca su contraseña ahora y comuníquese con soporte.',
      ],
      action: { label: 'Restablecer mi contraseña', url },
    }),
  },
  emailChanged: {
    en: ({ firstName, newEmail, url }) => ({
      subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
      paragraphs: [
        `Hi ${firstName},`,
        `The e-mail address of your account was changed to ${newEmail}. Sign in with it from now on.`,
        'If this was not you, reset your password now from the sign-in page and contact support right away.',
      ],
      action: { label: 'Secure my account', url },
    }),
    es: ({ firstName, newEmail, url }) => ({
      subject: `Se cambió su correo de ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `El correo electrónico de su cuenta se cambió a ${newEmail}. Inicie sesión con él de ahora en adelante.`,
        'Si no fue usted, restablezca su contraseña ahora desde la página de inicio de sesión y comuníquese con soporte de inmediato.',
      ],
      action: { label: 'Proteger mi cuenta', url },
    }),
  },
  emailChangeRequested: {
    en: ({ firstName, newEmail, byName, hours, url }) => ({
      subject: `A change of your ${PRODUCT_NAME} e-mail address was requested`,
      paragraphs: [
        `Hi ${firstName},`,
        byName
          ? `${byName}, who manages your organization, asked to change the e-mail address you sign in with to ${newEmail}.`
          : `Someone signed in to your account asked to change the e-mail address you sign in with to ${newEmail}.`,
        `Nothing changes until the link we sent to ${newEmail} is opened (it expires in ${hours} hours).`,
        'If this was not you, reset your password now: that cancels the change and signs everyone out of your account.',
      ],
      action: { label: 'This was not me: secure my account', url },
    }),
    es: ({ firstName, newEmail, byName, hours, url }) => ({
      subject: `Se pidió cambiar su correo de ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        byName
          ? `${byName}, quien administra su organización, pidió cambiar el correo con el que inicia sesión a ${newEmail}.`
          : `Alguien con una sesión abierta en su cuenta pidió cambiar el correo con el que inicia sesión a ${newEmail}.`,
        `Nada cambia hasta que se abra el enlace que enviamos a ${newEmail} (vence en ${hours} horas).`,
        'Si no fue usted, restablezca su contraseña ahora: eso cancela el cambio y cierra todas las sesiones de su cuenta.',
      ],
      action: { label: 'No fui yo: proteger mi cuenta', url },
    }),
  },
  emailChangeConfirm: {
    en: ({ firstName, byName, hours, url }) => ({
      subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
      paragraphs: [
        `Hi ${firstName},`,
        byName
          ? `${byName}, who manages your organization, asked to make this the e-mail address you sign in with.`
          : 'You asked to make this the e-mail address you sign in with.',
        `Open the link below to confirm it. It works once and expires in ${hours} hours. Until then, your account keeps its current address.`,
        'If you did not expect this, ignore this e-mail: nothing changes.',
      ],
      action: { label: 'Confirm my new e-mail', url },
    }),
    es: ({ firstName, byName, hours, url }) => ({
      subject: `Confirme su nuevo correo de ${PRODUCT_NAME}`,
      paragraphs: [
        `Hola ${firstName}:`,
        byName
          ? `${byName}, quien administra su organización, pidió que este sea el correo con el que inicia sesión.`
          : 'Usted pidió que este sea el correo con el que inicia sesión.',
        `Abra el enlace de abajo para confirmarlo. Funciona una sola vez y vence en ${hours} horas. Hasta entonces, su cuenta conserva su correo actual.`,
        'Si no esperaba este correo, ignórelo: nada cambia.',
      ],
      action: { label: 'Confirmar mi nuevo correo', url },
    }),
  },
  interviewRequested: {
    en: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `${employerName} would like to interview you`,
      paragraphs: [
        `Hi ${firstName},`,
        `Good news: ${employerName} would like to interview you for the ${jobTitle} job.`,
        'They can now see your name and contact details, and they will reach out to set a time. Your offense history and support needs stay private.',
      ],
      action: { label: 'See the job', url },
    }),
    es: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `${employerName} quiere entrevistarle`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Buenas noticias: ${employerName} quiere entrevistarle para el puesto de ${jobTitle}.`,
        'Ahora pueden ver su nombre y sus datos de contacto, y se comunicarán con usted para fijar una hora. Sus antecedentes y sus necesidades de apoyo siguen siendo privados.',
      ],
      action: { label: 'Ver el empleo', url },
    }),
  },
  interviewInvitation: {
    en: ({ firstName, jobTitle, employerName, message, url }) => ({
      subject: `Interview invitation from ${employerName}: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `${employerName} sent you this invitation to interview for the ${jobTitle} job:`,
        ...paragraphsOf(message),
        'Reply to them directly with the contact details they gave. Your offense history and support needs stay private.',
      ],
      action: { label: 'See the job', url },
    }),
    es: ({ firstName, jobTitle, employerName, message, url }) => ({
      subject: `Invitación a una entrevista de ${employerName}: ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `${employerName} le envió esta invitación a una entrevista para el puesto de ${jobTitle}:`,
        ...paragraphsOf(message),
        'Responda directamente con los datos de contacto que le dieron. Sus antecedentes y sus necesidades de apoyo siguen siendo privados.',
      ],
      action: { label: 'Ver el empleo', url },
    }),
  },
  hired: {
    en: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `You're hired: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Congratulations! ${employerName} has chosen you for the ${jobTitle} job.`,
        'They will contact you about your start date and next steps.',
        HIRED_CLIENT_NOTE.text.en,
      ],
      action: { label: 'See the job', url },
    }),
    es: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `¡Le contrataron! ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `¡Felicidades! ${employerName} le eligió para el puesto de ${jobTitle}.`,
        'Se comunicarán con usted sobre la fecha de inicio y los próximos pasos.',
        HIRED_CLIENT_NOTE.text.es,
      ],
      action: { label: 'Ver el empleo', url },
    }),
  },
  hireHelp: {
    en: ({ firstName, jobTitle, applicantName, url }) => ({
      subject: `You hired ${applicantName}: help that may come with the hire`,
      paragraphs: [
        `Hi ${firstName},`,
        `Congratulations on hiring ${applicantName} for the ${jobTitle} job.`,
        HIRE_HELP.intro.en,
      ],
      sections: hireHelpSections('en'),
      action: { label: 'See the application', url },
      footer: {
        text: HIRE_HELP.confirm.en,
        link: { label: FAIR_CHANCE_SOURCES.dwdWotc.name.en, url: FAIR_CHANCE_SOURCES.dwdWotc.url },
      },
    }),
    es: ({ firstName, jobTitle, applicantName, url }) => ({
      subject: `Contrató a ${applicantName}: ayuda que puede venir con la contratación`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Felicidades por contratar a ${applicantName} para el puesto de ${jobTitle}.`,
        HIRE_HELP.intro.es,
      ],
      sections: hireHelpSections('es'),
      action: { label: 'Ver la solicitud', url },
      footer: {
        text: HIRE_HELP.confirm.es,
        link: { label: FAIR_CHANCE_SOURCES.dwdWotc.name.es, url: FAIR_CHANCE_SOURCES.dwdWotc.url },
      },
    }),
  },
  rejected: {
    en: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `An update on your application to ${employerName}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Thank you for interviewing for the ${jobTitle} job at ${employerName}. They have decided to move forward with another candidate this time.`,
        'Every interview is practice for the next one. New jobs are posted all the time: keep going.',
      ],
      action: { label: 'Browse jobs', url },
    }),
    es: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `Novedades sobre su solicitud a ${employerName}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Gracias por entrevistarse para el puesto de ${jobTitle} en ${employerName}. Esta vez decidieron seguir con otra persona.`,
        'Cada entrevista es práctica para la próxima. Se publican empleos nuevos todo el tiempo: siga adelante.',
      ],
      action: { label: 'Ver empleos', url },
    }),
  },
  providerChosenClient: {
    en: ({ firstName, providerName, url }) => ({
      subject: `${providerName} will be in touch`,
      paragraphs: [
        `Hi ${firstName},`,
        `You chose ${providerName} to support you. We let them know, and someone from their team will reach out to you.`,
        'You can see their contact details on your dashboard at any time.',
      ],
      action: { label: 'Open my dashboard', url },
    }),
    es: ({ firstName, providerName, url }) => ({
      subject: `${providerName} se comunicará con usted`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Usted eligió a ${providerName} para que lo apoye. Les avisamos y alguien de su equipo se comunicará con usted.`,
        'Puede ver sus datos de contacto en su panel en cualquier momento.',
      ],
      action: { label: 'Abrir mi panel', url },
    }),
  },
  providerChosenOwner: {
    en: ({ firstName, clientName, url }) => ({
      subject: `${clientName} chose your organization`,
      paragraphs: [
        `Hi ${firstName},`,
        `${clientName} chose your organization for support while looking for work. Assign a case manager and reach out to them.`,
      ],
      action: { label: 'See your clients', url },
    }),
    es: ({ firstName, clientName, url }) => ({
      subject: `${clientName} eligió su organización`,
      paragraphs: [
        `Hola ${firstName}:`,
        `${clientName} eligió su organización para recibir apoyo mientras busca trabajo. Asigne un administrador de casos y comuníquese con esa persona.`,
      ],
      action: { label: 'Ver sus clientes', url },
    }),
  },
  pipelineRequest: {
    en: ({ firstName, url }) => ({
      subject: 'We received your request for a reentry program',
      paragraphs: [
        `Hi ${firstName},`,
        'Thank you for submitting the information to us. A reentry program that serves your area will contact you within 24-48 hours.',
      ],
      action: { label: 'Open my dashboard', url },
    }),
    es: ({ firstName, url }) => ({
      subject: 'Recibimos su solicitud de un programa de reinserción',
      paragraphs: [
        `Hola ${firstName}:`,
        'Gracias por enviarnos su información. Un programa de reinserción que atiende su zona se comunicará con usted en 24 a 48 horas.',
      ],
      action: { label: 'Abrir mi panel', url },
    }),
  },
  applicationSent: {
    en: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `You applied: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Your application for ${jobTitle} at ${employerName} was sent. We will e-mail you when the employer answers.`,
      ],
      action: { label: 'See my applications', url },
    }),
    es: ({ firstName, jobTitle, employerName, url }) => ({
      subject: `Se envió su solicitud: ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Su solicitud para ${jobTitle} en ${employerName} fue enviada. Le escribiremos cuando el empleador responda.`,
      ],
      action: { label: 'Ver mis solicitudes', url },
    }),
  },
  applicationReceived: {
    en: ({ firstName, jobTitle, url }) => ({
      subject: `New applicant: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Someone applied to ${jobTitle}. Review the application when you can.`,
      ],
      action: { label: 'Review applicants', url },
    }),
    es: ({ firstName, jobTitle, url }) => ({
      subject: `Nuevo solicitante: ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Alguien solicitó el puesto ${jobTitle}. Revise la solicitud cuando pueda.`,
      ],
      action: { label: 'Ver solicitantes', url },
    }),
  },
  staffInvited: {
    en: ({ firstName, url, hours }) => ({
      subject: 'Your FairChance Jobs staff account',
      paragraphs: [
        `Hi ${firstName},`,
        `A staff account was made for you on FairChance Jobs. Choose your password with the link below within ${hours} hours. At your first sign-in you will set up an authenticator app (a second step every staff sign-in needs).`,
      ],
      action: { label: 'Choose my password', url },
    }),
    es: ({ firstName, url, hours }) => ({
      subject: 'Su cuenta de personal en FairChance Jobs',
      paragraphs: [
        `Hola ${firstName}:`,
        `Se creó una cuenta de personal para usted en FairChance Jobs. Elija su contraseña con el enlace de abajo en las próximas ${hours} horas. En su primer inicio de sesión configurará una aplicación de autenticación (un segundo paso que pide cada inicio de sesión del personal).`,
      ],
      action: { label: 'Elegir mi contraseña', url },
    }),
  },
  caseManagerInvited: {
    en: ({ firstName, organizationName, url }) => ({
      subject: `${organizationName} invited you to FairChance Jobs`,
      paragraphs: [
        `Hi ${firstName},`,
        `${organizationName} invited you to join their team as a case manager. Create your account to see the clients you support and follow their job search.`,
      ],
      action: { label: 'Create my account', url },
    }),
    es: ({ firstName, organizationName, url }) => ({
      subject: `${organizationName} lo invitó a FairChance Jobs`,
      paragraphs: [
        `Hola ${firstName}:`,
        `${organizationName} lo invitó a unirse a su equipo como administrador de casos. Cree su cuenta para ver a los clientes que apoya y seguir su búsqueda de empleo.`,
      ],
      action: { label: 'Crear mi cuenta', url },
    }),
  },
  colleagueInvited: {
    en: ({ firstName, inviterName, companyName, url }) => ({
      subject: `${inviterName} invited you to ${companyName} on FairChance Jobs`,
      paragraphs: [
        `Hi ${firstName},`,
        `${inviterName} invited you to join the ${companyName} account. Create your account to see the company's jobs and applicants and review them together.`,
      ],
      action: { label: 'Create my account', url },
    }),
    es: ({ firstName, inviterName, companyName, url }) => ({
      subject: `${inviterName} lo invitó a ${companyName} en FairChance Jobs`,
      paragraphs: [
        `Hola ${firstName}:`,
        `${inviterName} lo invitó a unirse a la cuenta de ${companyName}. Cree su cuenta para ver los empleos y los solicitantes de la empresa y revisarlos en equipo.`,
      ],
      action: { label: 'Crear mi cuenta', url },
    }),
  },
  clientAssigned: {
    en: ({ firstName, clientName, url }) => ({
      subject: `New client: ${clientName}`,
      paragraphs: [
        `Hi ${firstName},`,
        `${clientName} was assigned to you. Reach out to introduce yourself.`,
      ],
      action: { label: 'See my clients', url },
    }),
    es: ({ firstName, clientName, url }) => ({
      subject: `Nuevo cliente: ${clientName}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Se le asignó a ${clientName}. Comuníquese para presentarse.`,
      ],
      action: { label: 'Ver mis clientes', url },
    }),
  },
  jobUnpublished: {
    en: ({ firstName, jobTitle, reason, url }) => ({
      subject: `Your job post was unpublished: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Our staff unpublished your job post ${jobTitle}. Job seekers no longer see it and cannot apply; the applications you already have stay with you.`,
        'The reason staff gave:',
        ...paragraphsOf(reason),
        'You can still edit the post. Reply to this e-mail when it is fixed, and staff will look at it again.',
      ],
      action: { label: 'See the job post', url },
    }),
    es: ({ firstName, jobTitle, reason, url }) => ({
      subject: `Se despublicó su oferta de empleo: ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Nuestro personal despublicó su oferta de empleo ${jobTitle}. Las personas que buscan empleo ya no la ven y no pueden postularse; las solicitudes que ya tiene siguen con usted.`,
        'El motivo que dio el personal:',
        ...paragraphsOf(reason),
        'Todavía puede editar la oferta. Responda a este correo cuando esté corregida y el personal la revisará de nuevo.',
      ],
      action: { label: 'Ver la oferta de empleo', url },
    }),
  },
  jobRestored: {
    en: ({ firstName, jobTitle, reason, url }) => ({
      subject: `Your job post is published again: ${jobTitle}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Our staff published your job post ${jobTitle} again, with the status it had before.`,
        ...paragraphsOf(reason),
      ],
      action: { label: 'See the job post', url },
    }),
    es: ({ firstName, jobTitle, reason, url }) => ({
      subject: `Su oferta de empleo está publicada de nuevo: ${jobTitle}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Nuestro personal volvió a publicar su oferta de empleo ${jobTitle}, con el estado que tenía antes.`,
        ...paragraphsOf(reason),
      ],
      action: { label: 'Ver la oferta de empleo', url },
    }),
  },
  organizationClaimApproved: {
    en: ({ firstName, organizationName, url }) => ({
      subject: `${organizationName} is yours to manage`,
      paragraphs: [
        `Hi ${firstName},`,
        `Staff approved your request: you are now the owner of ${organizationName}. Sign in to finish its profile and invite your case managers.`,
      ],
      action: { label: 'Finish the profile', url },
    }),
    es: ({ firstName, organizationName, url }) => ({
      subject: `Ahora usted administra ${organizationName}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `El personal aprobó su solicitud: ahora es responsable de ${organizationName}. Inicie sesión para completar su perfil e invitar a sus administradores de casos.`,
      ],
      action: { label: 'Completar el perfil', url },
    }),
  },
  organizationClaimDeclined: {
    en: ({ firstName, organizationName, reason, url }) => ({
      subject: `Your request to manage ${organizationName}`,
      paragraphs: [
        `Hi ${firstName},`,
        `Staff could not approve your request to manage ${organizationName}. The reason they gave:`,
        ...paragraphsOf(reason),
        'You can reply to this e-mail, or set up your own organization instead.',
      ],
      action: { label: 'Sign in', url },
    }),
    es: ({ firstName, organizationName, reason, url }) => ({
      subject: `Su solicitud para administrar ${organizationName}`,
      paragraphs: [
        `Hola ${firstName}:`,
        `El personal no pudo aprobar su solicitud para administrar ${organizationName}. El motivo que dio:`,
        ...paragraphsOf(reason),
        'Puede responder a este correo, o crear su propia organización.',
      ],
      action: { label: 'Iniciar sesión', url },
    }),
  },
  checkInRequest: {
    en: ({ firstName, jobTitle, employerName, days, url }) => ({
      subject: `How is your job going? (${days} days)`,
      paragraphs: [
        `Hi ${firstName},`,
        `It has been ${days} days since you were hired as ${jobTitle} at ${employerName}. Are you still working there, and is there anything you need? Your answer goes to your service provider. It takes a minute, and the link works once, without signing in.`,
      ],
      action: { label: 'Answer two questions', url },
    }),
    es: ({ firstName, jobTitle, employerName, days, url }) => ({
      subject: `¿Cómo va su trabajo? (${days} días)`,
      paragraphs: [
        `Hola ${firstName}:`,
        `Han pasado ${days} días desde que lo contrataron como ${jobTitle} en ${employerName}. ¿Sigue trabajando allí? ¿Necesita algo? Su respuesta llega a su proveedor de servicios. Toma un minuto, y el enlace funciona una vez, sin iniciar sesión.`,
      ],
      action: { label: 'Responder dos preguntas', url },
    }),
  },
  clientChanges: {
    en: ({ firstName, changes, more, isDaily, url }) => {
      const total = changes.length + more;
      return {
        subject: total === 1 ? 'A change for your clients' : `${total} changes for your clients`,
        paragraphs: [
          `Hi ${firstName},`,
          isDaily
            ? 'Here is what changed for your clients since yesterday.'
            : 'Something changed for your clients.',
        ],
        lists: [
          {
            heading: 'Changes',
            items: changeLinks(changes, 'at'),
            ...(more > 0 ? { more: { label: `And ${more} more: see them all`, url } } : {}),
          },
        ],
        action: { label: 'See my notices', url },
        footer: {
          text: isDaily
            ? 'You get at most one of these e-mails a day.'
            : 'You get an e-mail for each change.',
          link: { label: 'Change how I get these e-mails', url },
        },
      };
    },
    es: ({ firstName, changes, more, isDaily, url }) => {
      const total = changes.length + more;
      return {
        subject: total === 1 ? 'Un cambio para sus clientes' : `${total} cambios para sus clientes`,
        paragraphs: [
          `Hola ${firstName}:`,
          isDaily ? 'Esto cambió para sus clientes desde ayer.' : 'Algo cambió para sus clientes.',
        ],
        lists: [
          {
            heading: 'Cambios',
            items: changeLinks(changes, 'en'),
            ...(more > 0 ? { more: { label: `Y ${more} más: véalos todos`, url } } : {}),
          },
        ],
        action: { label: 'Ver mis avisos', url },
        footer: {
          text: isDaily
            ? 'Recibe como máximo uno de estos correos al día.'
            : 'Recibe un correo por cada cambio.',
          link: { label: 'Cambiar cómo recibo estos correos', url },
        },
      };
    },
  },
  jobAlert: {
    en: ({ firstName, searches, url, unsubscribeUrl }) => {
      const total = searches.reduce((sum, search) => sum + search.total, 0);
      return {
        subject:
          total === 1
            ? 'A new job for your saved searches'
            : `${total} new jobs for your saved searches`,
        paragraphs: [
          `Hi ${firstName},`,
          'These jobs were posted since we last wrote and match your saved searches.',
        ],
        lists: alertLists(searches, {
          at: 'at',
          heading: (search) =>
            `${search.name}: ${search.total === 1 ? '1 new job' : `${search.total} new jobs`}`,
          more: (n) => `And ${n} more: see them all`,
        }),
        action: { label: 'Manage my saved searches', url },
        footer: {
          text: 'You get at most one of these e-mails a day.',
          link: { label: 'Stop job alerts with one click', url: unsubscribeUrl },
        },
      };
    },
    es: ({ firstName, searches, url, unsubscribeUrl }) => {
      const total = searches.reduce((sum, search) => sum + search.total, 0);
      return {
        subject:
          total === 1
            ? 'Un empleo nuevo para sus búsquedas guardadas'
            : `${total} empleos nuevos para sus búsquedas guardadas`,
        paragraphs: [
          `Hola ${firstName}:`,
          'Estos empleos se publicaron desde nuestro último correo y coinciden con sus búsquedas guardadas.',
        ],
        lists: alertLists(searches, {
          at: 'en',
          heading: (search) =>
            `${search.name}: ${search.total === 1 ? '1 empleo nuevo' : `${search.total} empleos nuevos`}`,
          more: (n) => `Y ${n} más: véalos todos`,
        }),
        action: { label: 'Administrar mis búsquedas guardadas', url },
        footer: {
          text: 'Recibe como máximo uno de estos correos al día.',
          link: { label: 'Dejar de recibir alertas de empleo con un clic', url: unsubscribeUrl },
        },
      };
    },
  },
};

/** Escapes text for HTML (mail bodies and the development mailbox). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail<T extends MailTemplate>(
  template: T,
  language: string,
  data: MailData<T>,
): RenderedMail {
  const lang = appLanguageOf(language);
  const content = TEMPLATES[template][lang](data);
  const lists = content.lists ?? [];
  const sections = content.sections ?? [];
  const text = [
    ...content.paragraphs,
    ...sections.map((section) =>
      [
        section.heading,
        ...section.paragraphs,
        ...section.links.map((item) => `- ${item.label}: ${item.url}`),
      ].join('\n\n'),
    ),
    ...lists.map((list) =>
      [
        list.heading,
        ...list.items.map((item) => `- ${item.label}: ${item.url}`),
        ...(list.more ? [`${list.more.label}: ${list.more.url}`] : []),
      ].join('\n'),
    ),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer
      ? [`${content.footer.text} ${content.footer.link.label}: ${content.footer.link.url}`]
      : []),
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const link = ({ label, url }: MailLink) =>
    `<a href="${escapeHtml(url)}" style="color:#115e59">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-weight:bold;font-size:18px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${sections
  .map(
    (section) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>
${section.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<ul style="padding-left:20px;line-height:1.5">${section.links.map((item) => `<li>${link(item)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
${lists
  .map(
    (list) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(list.heading)}</h2>
<ul style="padding-left:20px;line-height:1.5">${list.items.map((item) => `<li>${link(item)}</li>`).join('')}</ul>
${list.more ? `<p>${link(list.more)}</p>` : ''}`,
  )
  .join('\n')}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#115e59;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#57534e">${escapeHtml(content.action.url)}</p>`
    : ''
}
${
  content.footer
    ? `<p style="font-size:12px;color:#57534e">${escapeHtml(content.footer.text)} ${link(content.footer.link)}</p>`
    : ''
}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
