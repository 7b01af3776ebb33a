import { ProfilePage } from '#web/features/client/components/profile-page.tsx';

export function ClientProfilePage() {
  return <ProfilePage />;
}
