/**
 * Sign-in, sign-up, password reset (docs/product.md Public) and account settings, merged into the
 * catalogue as `auth` and `account`. Kept in their own file, like the areas' strings.
 */
import { SUCCESS_MESSAGES } from '@fairchance/shared';
export const auth = {
  login: {
    title: 'Log In',
    description: 'Welcome back. Log in to continue.',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New to {{product}}?',
    signUp: 'Create an account',
  },
  signup: {
    title: 'Sign Up',
    description: 'Create your free account, then build a profile that leads with your skills.',
  },
  signupEmployer: {
    title: 'Employer Sign Up',
    description: 'Create your account, then set up your company profile and post jobs.',
    invitedTitle: 'Join {{company}}',
    invitedDescription:
      'You have been invited to join your company on FairChance Jobs. Choose a password to create your account.',
  },
  signupRsp: {
    title: 'Service Provider Sign Up',
    description: 'Create your account, then set up your organization and invite your team.',
    invitedToDescription:
      'You have been invited to join {{organization}}. Choose a password to create your account.',
    invitedDescription:
      'You have been invited to join your organization. Choose a password to create your account.',
  },
  signupForm: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    passwordHint: 'At least {{n}} characters.',
    lockedHint: 'From your invitation.',
    terms: 'I agree to the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    otherKinds: 'Another kind of account',
    asJobSeeker: 'Looking for work? Sign up as a job seeker',
    asEmployer: 'Hiring? Sign up as an employer',
    asServiceProvider:
      'Helping people find work after incarceration? Sign up as a service provider',
  },
  forgotPassword: {
    title: 'Forgot Password',
    description:
      'Enter the email you log in with. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send Reset Link',
    sentTitle: 'Check your email',
    sent: 'If an account exists for {{email}}, we have sent it a link to reset the password. The link works for one hour.',
    notReceived: 'Nothing arrived? Check your spam folder, or try again in a few minutes.',
    backToLogin: 'Back to Log In',
  },
  checkIn: {
    title: 'How is your job going?',
    loading: 'Opening your check-in…',
    intro: 'Hi {{name}}. It has been {{days}} days since you started as {{job}} at {{employer}}.',
    stillWorking: 'Are you still working there?',
    yes: 'Yes',
    no: 'No',
    needs: 'Is there anything you need?',
    needsHint: 'Optional. Your service provider reads your answer.',
    submit: 'Send My Answer',
    thanksTitle: 'Thank you!',
    thanks: 'Your service provider will see your answer.',
    answeredTitle: 'This check-in was already answered',
    answered: 'Thank you. Your service provider has your answer.',
    invalidTitle: 'This link is not valid',
    invalid: 'Check that you opened the whole link from the e-mail.',
    failedTitle: 'We could not open your check-in',
    failed: 'Something went wrong. Please try again in a moment.',
    retry: 'Try Again',
  },
  unsubscribe: {
    title: 'Job alerts',
    working: 'Stopping your job alerts…',
    successTitle: 'Your job alerts are off',
    success:
      'We will not e-mail you new jobs for your saved searches any more. Your searches are still saved, and you can turn their e-mails back on from Saved Searches.',
    manage: 'Go to my saved searches',
    login: 'Sign in',
    invalidTitle: 'This link is not valid',
    invalid:
      'Check that you opened the whole link from the e-mail. You can also turn off job alerts from Saved Searches after you sign in.',
    failedTitle: 'We could not stop your job alerts',
    failed: 'Something went wrong. Please try again in a moment.',
    retry: 'Try again',
  },
  confirmEmail: {
    title: 'Confirm your new e-mail',
    confirming: 'Confirming your new e-mail…',
    successTitle: 'Your e-mail has changed',
    success:
      'You sign in with {{email}} from now on. Other devices were signed out; sign in there again with the new e-mail.',
    expiredTitle: 'This link has expired',
    expired:
      'Links to confirm an e-mail work for 24 hours. Ask for a new one in your account settings.',
    usedTitle: 'This link no longer works',
    used: 'It was already used, or a newer link replaced it. If your e-mail has not changed yet, ask for a new link in your account settings.',
    invalidTitle: 'This link is not valid',
    invalid:
      'Check that you opened the whole link from the e-mail, or ask for a new one in your account settings.',
    conflictTitle: 'This e-mail is already in use',
    conflict: 'Another account signs in with this e-mail now, so yours was not changed.',
    failedTitle: 'We could not confirm your e-mail',
    failed: 'Something went wrong. Check your connection and try again.',
    retry: 'Try again',
    login: 'Go to Log In',
    settings: 'Go to my account',
  },
  resetPassword: {
    title: 'Reset Password',
    description: 'Choose a new password for {{username}}.',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Reset Password',
    success: 'Your password has been reset. Log in with your new password.',
    requestNewLink: 'Request a new link',
  },
} as const;

export const account = {
  title: 'Account Settings',
  tabs: {
    label: 'Settings',
    account: 'Account',
  },
  personal: {
    title: 'Personal Information',
    photo: 'Profile photo',
    photoHint: 'JPG, GIF or PNG, 1MB max.',
    photoTooLarge: 'The photo is too large: 1MB max.',
    photoWrongType: 'Choose a JPG, GIF or PNG image.',
    photoUploading: 'Uploading the photo…',
    photoReady: 'New photo ready. Save to keep it.',
    removePhoto: 'Remove photo',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
  },
  security: {
    title: 'Security',
    description:
      'To change your password, enter the current one and the new one twice. A new e-mail needs the current password too.',
    password: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
  },
  emailChange: {
    title: 'E-mail change waiting',
    pending: 'We sent a link to {{email}}. Your e-mail changes when you open it.',
    sent: 'We sent a link to {{email}}. Your e-mail changes when you open it.',
    resend: 'Send the link again',
    resent: 'We sent a new link to {{email}}.',
    cancel: 'Cancel the change',
    cancelled: 'The e-mail change was cancelled. You still sign in with {{email}}.',
  },
  language: {
    title: 'Language',
    label: 'Language of the site',
    hint: 'The site shows in this language on this device.',
  },
  save: 'Save Changes',
  saved: SUCCESS_MESSAGES.accountSettingsUpdated,
} as const;
