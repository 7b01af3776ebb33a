import { paths } from '#web/config/paths.ts';
import { MarketingPage } from '#web/features/marketing/components/marketing-page.tsx';

export function JobSeekersPage() {
  return <MarketingPage audience="jobSeekers" signUpTo={paths.signup} />;
}
