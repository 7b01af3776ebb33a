import { useParams } from 'react-router';
import { JobDetail } from '#web/features/employer/components/job-detail.tsx';

export function EmployerJobPage() {
  const { id = '' } = useParams();
  return <JobDetail key={id} jobId={id} />;
}
