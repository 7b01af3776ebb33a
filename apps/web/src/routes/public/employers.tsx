import { paths } from '#web/config/paths.ts';
import { MarketingPage } from '#web/features/marketing/components/marketing-page.tsx';

export function EmployersPage() {
  return <MarketingPage audience="employers" signUpTo={paths.signupEmployer} />;
}
