import { useParams } from 'react-router';
import { EditJob } from '#web/features/employer/components/edit-job.tsx';

export function EmployerEditJobPage() {
  const { id = '' } = useParams();
  return <EditJob key={id} jobId={id} />;
}
