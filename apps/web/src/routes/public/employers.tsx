import { paths } from '../../config/paths.ts';
import { MarketingPage } from '../../features/marketing/components/marketing-page.tsx';

export function EmployersPage() {
  return <MarketingPage audience="employers" signUpTo={paths.signupEmployer} />;
}
