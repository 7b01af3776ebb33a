import { ProfilePage } from '../../features/client/components/profile-page.tsx';

export function ClientProfilePage() {
  return <ProfilePage />;
}
