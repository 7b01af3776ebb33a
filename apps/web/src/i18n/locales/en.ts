/**
 * The English strings every page may need (layout, public pages, errors). Each area's
 * own strings are in ./en/<area>.ts and load with the area; ./catalogue.ts puts them all together.
 * Interpolation uses `{{name}}`. Validation messages are not here: the shared catalogues hold
 * them in every language (../validation-message.ts).
 */
import { CALL_MESSAGES } from '@fairchance/shared';

export const en = {
  common: {
    documentTitle: '{{title}} · {{product}}',
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    saveAndNext: 'Save & Next',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    yes: 'Yes',
    no: 'No',
    required: 'required',
    selectPlaceholder: 'Select…',
    /** LeaveConfirm: a screen left with input not saved (components/ui/leave-confirm.tsx). */
    leave: {
      title: 'Leave without saving?',
      message: 'Your changes are not saved yet. If you leave now, they are lost.',
      confirm: 'Leave',
      cancel: 'Stay',
    },
    /** TextField's counter (components/ui/text-field.tsx). */
    characterCount: '{{used}} of {{max}} characters',
    choicesSelected: '{{count}} of {{max}} selected',
    opensInNewTab: '(opens in a new tab)',
    /** A fair-chance fact's source: the day it was last checked (components/fair-chance). */
    factChecked: '(checked {{date}})',
    /** LoadError's title and button when a screen gives none (components/ui/load-error.tsx). */
    loadError: 'This could not be loaded.',
    tryAgain: 'Try again',
    /** The offense-group picker (components/forms), used by clients, employers and providers. */
    offenses: {
      selectAll: 'Select All',
      clearAll: 'Clear All',
      selected_one: '{{count}} category selected',
      selected_other: '{{count}} categories selected',
      /** One group's toggle; its accessible name says which group. */
      selectGroup: 'Select all',
      clearGroup: 'Clear all',
      selectGroupLabel: 'Select all {{group}}',
      clearGroupLabel: 'Clear all {{group}}',
    },
    toast: {
      dismiss: 'Dismiss notification',
      status: {
        danger: 'Error',
        info: 'Information',
        success: 'Success',
        warning: 'Warning',
      },
    },
  },
  header: {
    skipToContent: 'Skip to content',
    homeLink: '{{product}} home',
    menu: 'Menu',
    mainNavigation: 'Main',
    logIn: 'Log In',
    signUp: 'Sign Up',
    accountMenu: 'Account menu for {{name}}',
    accountSettings: 'Account settings',
    logOut: 'Log Out',
    loading: 'Loading page',
    nav: {
      jobSeekers: 'Job Seekers',
      employers: 'Employers',
      serviceProviders: 'Service Providers',
      dashboard: 'Dashboard',
      jobs: 'Current Opportunities',
      savedSearches: 'Saved Searches',
      myProfile: 'My Profile',
      accountSettings: 'Account Settings',
      postJob: 'Post a Job',
      team: 'Team',
      caseManagers: 'Case Managers',
      clients: 'Clients',
      reports: 'Reports',
      notices: 'Notices',
      organizations: 'Organizations',
      users: 'Users',
      jobPosts: 'Job posts',
      numbers: 'Numbers',
      auditLog: 'Audit log',
    },
    /** The unread count beside a menu item, for screen readers. */
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
  },
  /** The language switch in the header, the footer and account settings. */
  language: {
    switchTo: 'Change language to',
    changed: 'The page is now in English.',
    failed: 'The language could not be changed. Check your connection and try again.',
  },
  footer: {
    label: 'Legal and contact',
    copyright: '© {{year}} {{product}}',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    contact: 'Contact',
  },
  home: {
    title: 'Anti-bias job platform',
    hero: {
      eyebrow: 'The anti-bias job platform',
      heading: 'Skills first. A fair chance at good work.',
      lead: 'FairChance Jobs matches employers with qualified job seekers who have been involved in the justice system, so hiring starts with what people can do.',
      signUp: 'Sign Up',
      logIn: 'Log In',
      haveAccount: 'Already have an account?',
    },
    audiences: {
      heading: 'One platform for the whole reentry journey',
      jobSeekers: {
        title: 'Job seekers',
        body: 'Build a profile that leads with your skills and experience, find employers who welcome you, and apply in a few steps.',
        link: 'Learn more for job seekers',
      },
      employers: {
        title: 'Employers',
        body: 'Reach motivated, qualified candidates. Profiles stay cloaked until you request an interview, so every decision starts with skills.',
        link: 'Learn more for employers',
      },
      serviceProviders: {
        title: 'Service providers',
        body: "Support the people you serve: invite your case managers, follow each client's job search and keep your team in one place.",
        link: 'Learn more for service providers',
      },
    },
    steps: {
      heading: 'How it works',
      items: [
        {
          title: 'Create a profile',
          body: 'Share your skills, work history, education and goals. It takes a few minutes and you can change it any time.',
        },
        {
          title: 'Get matched',
          body: 'See openings from employers who have said they welcome candidates with your background.',
        },
        {
          title: 'Get hired',
          body: 'Apply by answering a few questions. Employers look at your skills before anything else.',
        },
      ],
    },
    privacy: {
      heading: 'Your story stays yours',
      body: 'Offense history and support needs are never shown to employers. Names and contact details stay hidden until an employer asks for an interview.',
      link: 'Read our privacy policy',
    },
    closing: {
      heading: 'Ready for a fair chance?',
      body: 'Create your account in a few minutes.',
      jobSeeker: "I'm looking for work",
      employer: "I'm hiring",
      serviceProvider: 'I support job seekers',
    },
  },
  marketing: {
    contact: {
      heading: 'Questions?',
      body: 'Our team is happy to help.',
      link: 'Email us at {{email}}',
    },
    jobSeekers: {
      title: 'For Job Seekers',
      lead: 'Your past does not define your future. FairChance Jobs helps you find employers who are ready to hire you for your skills.',
      pointsHeading: 'What you can do',
      points: [
        'Build one profile with your skills, work history, education and licenses.',
        'Browse current opportunities from fair-chance employers and see jobs suggested for you.',
        "Apply in a few steps by answering the employer's questions.",
        'Connect with a reentry service provider for help with training, housing, transportation and more.',
      ],
      privacy:
        'Your offense history is never shared with employers, and your name and contact details stay hidden until an employer requests an interview.',
      cta: 'Create your profile',
    },
    employers: {
      title: 'For Employers',
      lead: 'Find motivated, qualified people and build a stronger team. FairChance Jobs connects you with job seekers who have been involved in the justice system and are ready to work.',
      pointsHeading: 'How it helps you hire',
      points: [
        'Post jobs and say which offense categories you can accept, so you only hear from candidates you can hire.',
        'Review applicants on skills, experience and answers to your own questions.',
        'Profiles stay cloaked until you request an interview, which keeps early screening focused on skills.',
        'Follow every candidate from application to hire in one place.',
      ],
      cta: 'Sign up as an employer',
    },
    serviceProviders: {
      title: 'For Service Providers',
      lead: 'Reentry organizations prepare people for work. FairChance Jobs gives your team one place to support clients through their job search.',
      pointsHeading: 'What your organization can do',
      points: [
        'Describe your organization, the services you offer and the counties you serve.',
        "Invite your case managers and see each one's case load.",
        "Follow your clients' applications and progress.",
        'Be found by job seekers who are looking for support when they join.',
      ],
      cta: 'Sign up as a service provider',
    },
  },
  legal: {
    contact: 'Questions? Email <mail>{{email}}</mail>.',
    terms: {
      title: 'Terms of Use',
      intro:
        'These terms apply to everyone who uses FairChance Jobs. By creating an account you agree to them.',
      sections: [
        {
          heading: 'Who can use FairChance Jobs',
          body: 'You must be at least 16 years old. Employers and service providers must be authorized to act for their organization.',
        },
        {
          heading: 'Your account',
          body: 'Keep your password private and the information in your profile truthful. You are responsible for what happens under your account.',
        },
        {
          heading: 'Fair and lawful hiring',
          body: 'Employers agree to follow fair-chance and anti-discrimination laws, to use candidate information only to make hiring decisions, and not to share it outside their hiring team.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not post false jobs, harass other people, collect information you are not entitled to, or try to get around the privacy protections of the platform.',
        },
        {
          heading: 'No guarantee of employment',
          body: 'FairChance Jobs helps job seekers and employers find each other. We cannot promise that anyone will get an interview or a job.',
        },
        {
          heading: 'Changes and closing your account',
          body: 'We may update these terms and will tell you about important changes. You can ask us to close your account at any time.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      intro:
        'We collect only what is needed to help you find work or hire, and we show each person only what they need to see.',
      sections: [
        {
          heading: 'What we collect',
          body: 'Your account details (name, email and phone), the profile you choose to build, the jobs you post or apply to, and the technical information needed to keep the service secure.',
        },
        {
          heading: 'What employers see',
          body: 'Employers see your skills, experience, education and answers to their questions. Your name, contact details and address stay hidden until they request an interview. Your offense history, support needs and diversity information are never shown to employers.',
        },
        {
          heading: 'Service providers',
          body: 'If you choose a reentry service provider, its staff can see your profile so they can support you. Diversity information is only ever used in anonymous totals.',
        },
        {
          heading: 'What we never do',
          body: 'We do not sell your personal information, and we do not use it for advertising.',
        },
        {
          heading: 'Your choices',
          body: 'You can see and edit your profile at any time, and you can ask us for a copy of your information or to delete it.',
        },
      ],
    },
  },
  errors: {
    /**
     * docs/web-app.md#errors-and-messages messages; the same wording as CALL_MESSAGES in
     * @fairchance/shared.
     */
    api: {
      somethingWentWrong: CALL_MESSAGES.somethingWentWrong,
      noConnection: CALL_MESSAGES.noConnection,
      throttled: CALL_MESSAGES.throttled,
      invalidCredentials: CALL_MESSAGES.loginInvalidCredentials,
      emailInUse: CALL_MESSAGES.signUpEmailInUse,
      invitationNotFound: CALL_MESSAGES.signUpInvitationNotFound,
      resetInvalidToken: CALL_MESSAGES.resetInvalidToken,
    },
    offline: {
      notice: 'What you see may be out of date. It will update when you are back online.',
      waiting: 'This page will load when you are back online.',
    },
    notFound: {
      title: 'Page Not Found',
      body: 'We could not find that page. The link may be wrong, or the page may have moved.',
      home: 'Go to the home page',
    },
    forbidden: {
      title: 'Access Denied',
      body: 'Your account does not have access to this page. If you think this is a mistake, please contact us.',
      home: 'Go to the home page',
    },
    unexpected: {
      title: CALL_MESSAGES.somethingWentWrong,
      body: 'This page could not be shown. Please try again.',
      reload: 'Reload the page',
    },
  },
  jobPosting: {
    sections: {
      details: 'Job details',
      location: 'Location',
      offenses: 'Offense categories this job accepts',
      responsibilities: 'Responsibilities',
      skills: 'Skills and experience',
      pay: 'Pay',
      questions: 'Questions',
    },
    department: 'Department',
    typeOfWork: 'Type of work',
    workingTime: 'Working time',
    startDate: 'Start date',
    openPositions: 'Open positions',
    description: 'Description',
    experience: 'Experience',
    experienceLabel: 'Experience: {{level}}',
    trades: 'Trades',
    salary: 'Salary range',
    bonuses: 'Bonuses and benefits',
    noResponsibilities: 'No responsibilities listed.',
    noQuestions: 'The application asks no questions.',
    questionsIntro: 'The application asks:',
    noOffenses: 'No offense categories chosen: only people without a record can apply.',
    noneInGroup: 'None',
  },
} as const;
