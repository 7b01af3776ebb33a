import { paths } from '../../config/paths.ts';
import { MarketingPage } from '../../features/marketing/components/marketing-page.tsx';

export function ServiceProvidersPage() {
  return <MarketingPage audience="serviceProviders" signUpTo={paths.signupRsp} />;
}
