import { useParams } from 'react-router';
import { isEditProfileSlug } from '#web/config/paths.ts';
import { EditProfileSection } from '#web/features/client/components/edit-profile/edit-profile-section.tsx';

export function ClientEditProfilePage() {
  const { slug } = useParams();
  // The route's loader already answered 404 for any other slug.
  if (!isEditProfileSlug(slug)) return null;
  return <EditProfileSection key={slug} slug={slug} />;
}
