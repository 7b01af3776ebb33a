import { EmployerDashboard } from '../../features/employer/components/dashboard.tsx';

export function EmployerDashboardPage() {
  return <EmployerDashboard />;
}
