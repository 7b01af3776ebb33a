import { paths } from '#web/config/paths.ts';
import { MarketingPage } from '#web/features/marketing/components/marketing-page.tsx';

export function ServiceProvidersPage() {
  return <MarketingPage audience="serviceProviders" signUpTo={paths.signupRsp} />;
}
