import { LegalPage } from '../../features/marketing/components/legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
