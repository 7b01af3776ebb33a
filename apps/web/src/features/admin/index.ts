/**
 * What the staff console shares with the other areas: the second step of a staff sign-in, shown
 * under /login (decision 035). The rest of features/admin is its own.
 */
export { SecondFactorStep } from './components/second-factor-step.tsx';
