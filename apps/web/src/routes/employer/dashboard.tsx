import { EmployerDashboard } from '#web/features/employer/components/dashboard.tsx';

export function EmployerDashboardPage() {
  return <EmployerDashboard />;
}
