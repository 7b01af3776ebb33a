/**
 * The API's own messages, the ones people can read in an error answer, in English. Each has its
 * Spanish, key for key, in ./es.ts (a missing key there is a type error); ./index.ts joins them.
 * Messages shared with the web app (error codes, particular calls, validation) live in
 * packages/shared. Messages of the administration command (features/admin) are for operators
 * only and stay English (docs/api.md#language).
 */
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type EmployerSettableStatus,
} from '@fairchance/shared';

/** Where a request carried a value it refused, besides its body. */
export type RequestPart = 'querystring' | 'params' | 'headers';

const NEXT_STEP: Record<EmployerSettableStatus, string> = {
  interview: 'request an interview',
  notAFit: 'mark them as not a fit',
  hired: 'hire them',
  rejected: 'reject them',
};
const nextSteps = (allowed: readonly EmployerSettableStatus[]) =>
  `You can ${allowed.map((status) => NEXT_STEP[status]).join(' or ')}.`;
const status = (value: ApplicationStatus) => APPLICATION_STATUS_LABELS[value];
/** A status as the client reads it: "Not selected" for rejected (docs/web-app.md#interface-pieces). */
const clientStatus = (value: ApplicationStatus) =>
  value === 'rejected' ? 'Not selected' : APPLICATION_STATUS_LABELS[value];

export const API_MESSAGES = {
  request: {
    invalid: 'The request is not valid.',
    /** A refused value outside the body: `message` is already in the reader's language. */
    inPart: (message: string, part: RequestPart) => `${message} in the ${part}`,
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty but its content type says JSON.',
    bodyTooLarge: 'The request body is too large.',
    contentTypeUnsupported: 'This content type is not supported.',
    contentLengthMismatch: 'The request body does not match its Content-Length.',
    contentTypeInvalid: 'The content type is invalid.',
    nulCharacter: 'Text cannot contain a NUL character.',
    noSuchPath: (method: string, path: string) => `No such path: ${method} ${path}`,
  },
  auth: {
    tokenInvalid: 'The access token is not valid.',
    tokenExpired: 'The access token has expired.',
    sessionEnded: 'This session has ended. Please sign in again.',
    unknownClient: 'Unknown client.',
    refreshTokenInvalid: 'The refresh token is not valid. Please sign in again.',
  },
  users: {
    accountGone: 'This account no longer exists.',
    accountDisabled:
      'This account is disabled. Write to the FairChance team if you think this is a mistake.',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  },
  staff: {
    secondFactorRequired: 'Enter a code from your authenticator app to continue.',
    secondFactorAlreadyOn: 'Your authenticator app is already set up.',
    secondFactorNotSetUp: 'Set up your authenticator app first.',
    secondFactorCodeWrong: 'This code is not valid, or it was already used. Wait for a new one.',
    userNotFound: 'No such account.',
    employerNotFound: 'No such employer.',
    selfDisable: 'You cannot disable your own account.',
    alreadyDisabled: 'This account is already disabled.',
    alreadyEnabled: 'This account is not disabled.',
    noInvitation: 'This account has no invitation waiting: its password is already chosen.',
    noPendingEmail: 'This account has no e-mail change waiting for confirmation.',
  },
  uploads: {
    uploadFirst: 'Upload the image first.',
    formMissingFields: 'The upload form is missing its signed fields.',
    formInvalid: 'The upload form is not valid. Try again.',
    formExpired: 'The upload form has expired. Try again.',
    sendMultipart: 'Send the file as a multipart form.',
    sendOneFile: 'Send one file with its form fields.',
    noFile: 'The form has no file.',
    fileTooLarge: (megabytes: number) => `The file is too large: ${megabytes} MB at most.`,
    avatarType: 'The picture must be a JPG, GIF or PNG image.',
    imageType: 'The file must be a JPG, GIF, PNG or TIFF image.',
    unreadable: 'The image could not be read. Try another file.',
    noSuchFile: 'No such file.',
  },
  clients: {
    profileNotFound: 'Profile not found.',
    profileExists: 'Your profile already exists.',
    profileInvalid: 'The profile is not valid.',
    providerNotFound: 'Provider not found.',
  },
  jobs: {
    noLongerAvailable: 'This job is no longer available.',
    matchNeedsTrades: 'Only a job seeker can sort jobs by their trades.',
    notFound: 'This job does not exist.',
    companyProfileFirst: 'Create your company profile before posting a job.',
    posterOnly: 'Only the company that posted this job can change it.',
  },
  savedSearches: {
    notFound: 'This saved search does not exist.',
    nameTaken: 'You already have a saved search with this name.',
    tooMany: (max: number) =>
      `You can keep up to ${max} saved searches. Delete one to save another.`,
    unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  },
  applications: {
    profileFirst: 'Create your profile before applying.',
    notTaking: 'This job is not taking applications right now.',
    notOpenToYou: 'This job is not open to your application.',
    afterRelease:
      'You can apply once you are released. Until then, you can browse jobs and get your profile ready.',
    answerEveryQuestion: 'Answer every question of the job.',
    alreadyApplied: 'You already applied to this job.',
    alreadyWithdrawn: 'You already withdrew this application.',
    cannotWithdraw: (from: ApplicationStatus) =>
      `This application is ${clientStatus(from)}: it can no longer be withdrawn.`,
  },
  employers: {
    profileNotFound: 'This company profile does not exist.',
    notYours: 'This is not your company profile.',
    profileExists: 'Your company profile already exists.',
    ownerOnly: 'Only the owner of the company account can do this.',
    memberNotFound: 'This person is not on your company account.',
    ownerStays: 'The owner cannot remove themselves.',
  },
  applicants: {
    notFound: 'This application does not exist.',
    statusFinal: (from: ApplicationStatus) =>
      `This application is ${status(from)}: its status can no longer change.`,
    statusAlready: (from: ApplicationStatus, allowed: readonly EmployerSettableStatus[]) =>
      `This application is already ${status(from)}. ${nextSteps(allowed)}`,
    statusRefused: (
      from: ApplicationStatus,
      to: ApplicationStatus,
      allowed: readonly EmployerSettableStatus[],
    ) => `An application that is ${status(from)} can't become ${status(to)}. ${nextSteps(allowed)}`,
    withdrawn: 'The applicant withdrew this application: its status can no longer change.',
    invitationNeedsInterview:
      'An invitation can be sent once an interview is requested, while the application is in interview.',
  },
  organizations: {
    notFound: 'Organization not found.',
    exists: 'Your organization already exists.',
    newOwnerOnly: 'Only a new organization owner can create an organization.',
    ownerOnly: 'Only the owner of the organization can do this.',
  },
  invitations: {
    organizationMismatch: 'The organization does not match.',
    alreadyInvited: 'This e-mail already has an account or a pending invitation.',
  },
  caseManagers: {
    notFound: 'Case manager not found.',
    ownProfileOnly: 'You can only fill in your own profile.',
    ownEmailInSettings: 'Change your own e-mail in your account settings.',
    ownerStays: 'The owner cannot remove themselves.',
  },
  rspClients: {
    notFound: 'Client not found.',
    ownerAssigns: 'Only the owner of the organization can assign case managers.',
    chooseCaseManager: 'Choose a case manager of this organization.',
    noteNotFound: 'Note not found.',
    noFollowUp: 'This note has no follow-up date.',
  },
  checkIns: {
    hireNotFound: 'This hire was not found for this client.',
    notDueYet: 'This check-in is not due yet.',
    alreadyRecorded: 'This check-in was already recorded.',
    linkInvalid: 'This check-in link is not valid.',
    alreadyAnswered: 'This check-in was already answered. Thank you!',
  },
  reports: {
    csvHeader: {
      group: 'Group',
      name: 'Name',
      clientsServed: 'Clients served',
      applications: 'Applications',
      interviews: 'Interviews',
      hires: 'Hires',
      checkedIn90: 'Checked in at 90 days',
      employed90: 'Employed at 90 days',
      checkedIn180: 'Checked in at 180 days',
      employed180: 'Employed at 180 days',
      medianStartingWage: 'Median starting wage (hourly)',
    },
    groups: { total: 'All clients', caseManager: 'Case manager', county: 'County' },
    unassigned: 'Not assigned',
    noCounty: 'No county',
  },
  mail: {
    noSuchMail: 'No such e-mail.',
  },
  health: {
    databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
  },
  jobReports: {
    clientsOnly: 'Only a job seeker with a profile can report a job.',
  },
  moderation: {
    alreadyUnpublished: 'This job is already unpublished.',
    notUnpublished: 'This job is not unpublished.',
    statusLocked:
      'Staff unpublished this job: it cannot be made active or paused until they restore it.',
  },
  organizationClaims: {
    ownerWithoutOrganization:
      'Only a service provider owner whose organization is not set up yet can claim a listed organization.',
    alreadyPending: 'You already asked to claim an organization. Staff will answer by e-mail.',
    hasOwner: 'This organization already has an owner.',
    notFound: 'This claim does not exist.',
    decided: 'This claim was already decided.',
    requesterHasOrganization: 'The person who asked already has an organization.',
    otherClaimApproved:
      "Another person's request to manage this organization was approved: it has its owner now.",
  },
} as const;
