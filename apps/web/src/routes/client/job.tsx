import { useParams } from 'react-router';
import { JobDetailPage } from '#web/features/client/components/job-detail.tsx';

export function ClientJobPage() {
  const { id = '' } = useParams();
  // A new job id is a new page: nothing of the previous job's form is kept.
  return <JobDetailPage key={id} id={id} />;
}
