// Sign-in and sign-up screens: one chunk, loaded on first visit to any of them.
export { ConfirmEmailPage } from './confirm-email.tsx';
export { ForgotPasswordPage } from './forgot-password.tsx';
export { LoginPage } from './login.tsx';
export { ResetPasswordPage } from './reset-password.tsx';
export { SignupEmployerPage } from './signup-employer.tsx';
export { SignupRspPage } from './signup-rsp.tsx';
export { SignupPage } from './signup.tsx';
export { UnsubscribePage } from './unsubscribe.tsx';
export { CheckInPage } from './check-in.tsx';
