import { LegalPage } from '#web/features/marketing/components/legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
