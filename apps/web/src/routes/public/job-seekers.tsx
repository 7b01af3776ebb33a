import { paths } from '../../config/paths.ts';
import { MarketingPage } from '../../features/marketing/components/marketing-page.tsx';

export function JobSeekersPage() {
  return <MarketingPage audience="jobSeekers" signUpTo={paths.signup} />;
}
