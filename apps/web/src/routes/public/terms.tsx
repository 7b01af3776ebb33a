import { LegalPage } from '#web/features/marketing/components/legal-page.tsx';

export function TermsPage() {
  return <LegalPage document="terms" />;
}
