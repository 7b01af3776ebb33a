import { useTranslation } from 'react-i18next';
import {
  HomeAudiences,
  HomeClosing,
  HomeHero,
  HomePrivacy,
  HomeSteps,
} from '#web/features/marketing/components/home-sections.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeHero />
      <HomeAudiences />
      <HomeSteps />
      <HomePrivacy />
      <HomeClosing />
    </>
  );
}
