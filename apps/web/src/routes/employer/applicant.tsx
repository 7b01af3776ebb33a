import { useParams } from 'react-router';
import { CandidateView } from '#web/features/employer/components/candidate-view.tsx';

export function EmployerApplicantPage() {
  const { id = '', applicationId = '' } = useParams();
  return <CandidateView key={`${id}/${applicationId}`} jobId={id} applicationId={applicationId} />;
}
