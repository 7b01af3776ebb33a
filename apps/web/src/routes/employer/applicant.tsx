import { useLocation, useParams } from 'react-router';
import { CandidateView } from '../../features/employer/components/candidate-view.tsx';

function applicationIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as { applicationId?: unknown }).applicationId;
  return typeof value === 'string' ? value : undefined;
}

export function EmployerApplicantPage() {
  const { id = '', clientId = '' } = useParams();
  const location = useLocation();
  return (
    <CandidateView
      key={`${id}/${clientId}`}
      jobId={id}
      clientId={clientId}
      applicationIdHint={applicationIdOf(location.state)}
    />
  );
}
