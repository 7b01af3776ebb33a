/**
 * The profile wizard's last screen (docs/product.md): review the draft, then create the profile.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmployerFormSchema,
  INDUSTRY_LABELS,
  NUMBER_OF_EMPLOYEES_LABELS,
  US_STATE_LABELS,
  YEARS_IN_BUSINESS_LABELS,
  type EmployerFormValues,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { translateValidationMessage } from '#web/i18n/validation-message.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useCreateEmployer } from '#web/features/employer/api/create-employer.ts';
import { clearDraft, readDraft } from '#web/features/employer/hooks/drafts.ts';
import { PROFILE_STEP_IDS, type ProfileStepId } from './profile-wizard.tsx';
import { NothingToConfirm, ReviewList, ReviewSection } from './review-section.tsx';
import './employer.css';
import { localized } from '#web/i18n/labels.ts';

const STEP_OF_FIELD: Record<string, ProfileStepId> = {
  name: 'name',
  industry: 'industry',
  description: 'description',
  yearsInBusiness: 'details',
  numberOfEmployees: 'details',
  address: 'location',
  city: 'location',
  state: 'location',
  postalCode: 'location',
};

function stepHref(step: ProfileStepId): string {
  return `${paths.employer.createProfile}?step=${step}`;
}

interface Problem {
  field: string;
  message: string;
}

export function ProfileConfirm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const createEmployer = useCreateEmployer();
  const [draft] = useState(() => readDraft<EmployerFormValues>('profile', userId));
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);

  if (!draft) return <NothingToConfirm to={paths.employer.createProfile} />;

  const parsed = EmployerFormSchema.safeParse(draft);
  const problems: Problem[] = parsed.success
    ? serverProblems
    : parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      }));

  async function submit() {
    if (!parsed.success) return;
    setServerProblems([]);
    try {
      await createEmployer.mutateAsync(parsed.data);
      clearDraft('profile', userId);
      toast.success(t('employer.toast.profileAdded'));
      await navigate(paths.employer.dashboard, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceConflict') {
        // Made in another tab meanwhile: the profile is there, so carry on to the dashboard.
        clearDraft('profile', userId);
        toast.info(error.rawMessage);
        await navigate(paths.employer.dashboard, { replace: true });
        return;
      }
      if (isApiError(error) && error.details.length > 0) {
        setServerProblems(
          error.details.map((detail) => ({
            field: detail.path.split('.')[0] ?? '',
            message: detail.message,
          })),
        );
        return;
      }
      handleError(error);
    }
  }

  const stateLabel = draft.state ? localized(US_STATE_LABELS)[draft.state] : '';
  return (
    <div className="review">
      <p className="review__intro">{t('employer.profileConfirm.intro')}</p>
      {problems.length > 0 && (
        <div className="problem-list" role="alert">
          <h2 className="problem-list__title">{t('employer.review.problemsTitle')}</h2>
          <ul>
            {problems.map((problem) => {
              const step = STEP_OF_FIELD[problem.field] ?? PROFILE_STEP_IDS[0];
              return (
                <li key={`${problem.field}-${problem.message}`}>
                  <Link to={stepHref(step)}>{t(`employer.profileWizard.steps.${step}.title`)}</Link>
                  : {translateValidationMessage(problem.message)}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <ReviewSection title={t('employer.profileWizard.steps.name.title')} editTo={stepHref('name')}>
        <ReviewList items={[{ label: t('employer.profileForm.name'), value: draft.name }]} />
      </ReviewSection>
      <ReviewSection
        title={t('employer.profileWizard.steps.industry.title')}
        editTo={stepHref('industry')}
      >
        <ReviewList
          items={[
            {
              label: t('employer.profileForm.industry'),
              value: draft.industry ? localized(INDUSTRY_LABELS)[draft.industry] : '',
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection
        title={t('employer.profileWizard.steps.description.title')}
        editTo={stepHref('description')}
      >
        <p className="preserve-lines">{draft.description}</p>
      </ReviewSection>
      <ReviewSection
        title={t('employer.profileWizard.steps.details.title')}
        editTo={stepHref('details')}
      >
        <ReviewList
          items={[
            {
              label: t('employer.profileForm.yearsInBusiness'),
              value: draft.yearsInBusiness
                ? localized(YEARS_IN_BUSINESS_LABELS)[draft.yearsInBusiness]
                : '',
            },
            {
              label: t('employer.profileForm.numberOfEmployees'),
              value: draft.numberOfEmployees
                ? localized(NUMBER_OF_EMPLOYEES_LABELS)[draft.numberOfEmployees]
                : '',
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection
        title={t('employer.profileWizard.steps.location.title')}
        editTo={stepHref('location')}
      >
        <address className="review__address">
          {draft.address}
          <br />
          {[draft.city, [stateLabel, draft.postalCode].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')}
        </address>
      </ReviewSection>
      <div className="review__actions">
        <Link to={stepHref('location')} className="review__back">
          {t('common.back')}
        </Link>
        <Button
          onClick={() => void submit()}
          isLoading={createEmployer.isPending}
          disabled={!parsed.success}
        >
          {t('employer.profileConfirm.submit')}
        </Button>
      </div>
    </div>
  );
}
