import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { isEditProfileSlug } from '../../config/paths.ts';

export function ClientEditProfilePage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  // The route's loader already answered 404 for any other slug.
  if (!isEditProfileSlug(slug)) return null;
  const section = t(`client.editProfile.sections.${slug}`);
  return <Page title={t('client.editProfile.title', { section })} />;
}
