/**
 * Edit Job (docs/product.md): one section per wizard step, each edited in place with its own Save,
 * which is enabled when the section is valid and changed and patches only that section's fields.
 */
import { useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  mergeOffenses,
  parseStartDate,
  toJobFormValues,
  toStartDate,
  TYPE_OF_WORK_WITH_LOCATION,
  type Job,
  type UpdateJobRequestInput,
} from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useUpdateJob } from '#web/features/employer/api/update-job.ts';
import {
  DetailsFields,
  LocationFields,
  OffensesFields,
  PayFields,
  QuestionsFields,
  ResponsibilitiesFields,
  SkillsFields,
} from '#web/features/employer/job-form/fields.tsx';
import {
  detailsResolver,
  formFieldOfApiPath,
  type JobStepId,
} from '#web/features/employer/job-form/schemas.ts';
import { jobStepForms as forms } from '#web/features/employer/job-form/step-forms.ts';
import { detailsDefaults, type JobDraft } from '#web/features/employer/job-form/values.ts';
import { useOwnJob } from './job-detail.tsx';
import './employer.css';

const formValuesOf = (job: Job) => toJobFormValues(job);

/** A section's form, its Save and what happens on save. */
function EditSection<TIn extends FieldValues, TOut>({
  job,
  step,
  form,
  toPatch,
  defaults,
  children,
}: {
  job: Job;
  step: JobStepId;
  form: UseFormReturn<TIn, unknown, TOut>;
  toPatch: (values: TOut) => UpdateJobRequestInput;
  /** The section's values out of a job's: the saved job's become the new starting point. */
  defaults: (values: JobDraft) => TIn;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const updateJob = useUpdateJob(job.id);
  const { isValid, isDirty, isSubmitting } = form.formState;

  async function save(values: TOut) {
    try {
      const saved = await updateJob.mutateAsync(toPatch(values));
      form.reset(defaults(formValuesOf(saved)));
      toast.success(t('employer.toast.jobUpdated'));
    } catch (error) {
      // Field errors of the answer go onto this section's fields when they are here.
      const values = form.getValues() as Record<string, unknown>;
      let placed = 0;
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = formFieldOfApiPath(detail.path);
          if (!((field.split('.')[0] ?? '') in values)) continue;
          form.setError(
            field as Path<TIn>,
            { type: 'server', message: detail.message },
            { shouldFocus: placed === 0 },
          );
          placed += 1;
        }
      }
      if (placed === 0) handleError(error);
    }
  }

  return (
    <section className="employer-edit-section" aria-labelledby={headingId} id={`edit-${step}`}>
      <h2 id={headingId} className="employer-edit-section__title">
        {t(`employer.jobWizard.steps.${step}.title`)}
      </h2>
      <form
        noValidate
        className="employer-edit-section__form"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        {children}
        <div className="employer-edit-section__actions">
          <Button
            type="submit"
            disabled={!isValid || !isDirty}
            isLoading={isSubmitting}
            // Several Save buttons on one page: each says which section it saves.
            aria-label={`${t('common.save')} ${t(`employer.jobWizard.steps.${step}.title`)}`}
          >
            {t('common.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function DetailsSection({ job }: { job: Job }) {
  const isOnsite = job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION;
  const form = useForm({
    resolver: detailsResolver({
      storedStart: parseStartDate(job.startDate) ?? undefined,
      hasLocationWhenOnsite: !isOnsite,
    }),
    mode: 'onChange',
    defaultValues: detailsDefaults(formValuesOf(job)),
  });
  return (
    <EditSection
      job={job}
      step="details"
      form={form}
      defaults={detailsDefaults}
      toPatch={(values) => {
        const patch: UpdateJobRequestInput = {};
        if (values.title !== job.title) patch.title = values.title;
        if (values.description !== job.description) patch.description = values.description;
        if (values.department !== job.department) patch.department = values.department;
        const startDate = toStartDate({ month: values.startMonth, year: values.startYear });
        if (startDate !== job.startDate) patch.startDate = startDate;
        if (values.typeOfWork !== job.typeOfWork) patch.typeOfWork = values.typeOfWork;
        if (values.workingTime !== job.workingTime) patch.workingTime = values.workingTime;
        if (values.numberOfOpenPositions !== job.numberOfOpenPositions)
          patch.numberOfOpenPositions = values.numberOfOpenPositions;
        // Becoming on-site: the address was asked for here (see detailsSchema).
        if (!isOnsite && values.typeOfWork === TYPE_OF_WORK_WITH_LOCATION)
          patch.location = {
            address: values.address ?? '',
            city: values.city ?? '',
            state: values.state ?? '',
            postalCode: values.postalCode ?? '',
          } as UpdateJobRequestInput['location'];
        return patch;
      }}
    >
      <DetailsFields form={form} hasLocationWhenOnsite={!isOnsite} />
    </EditSection>
  );
}

function LocationSection({ job }: { job: Job }) {
  const form = forms.location.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="location"
      form={form}
      defaults={forms.location.defaults}
      toPatch={(values) => ({ location: values })}
    >
      <LocationFields form={form} />
    </EditSection>
  );
}

function OffensesSection({ job }: { job: Job }) {
  const form = forms.offenses.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="offenses"
      form={form}
      defaults={forms.offenses.defaults}
      toPatch={(values) => ({ offenses: mergeOffenses(values) })}
    >
      <OffensesFields form={form} />
    </EditSection>
  );
}

function ResponsibilitiesSection({ job }: { job: Job }) {
  const form = forms.responsibilities.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="responsibilities"
      form={form}
      defaults={forms.responsibilities.defaults}
      toPatch={(values) => ({ responsibilities: values.responsibilities })}
    >
      <ResponsibilitiesFields form={form} />
    </EditSection>
  );
}

function SkillsSection({ job }: { job: Job }) {
  const form = forms.skills.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="skills"
      form={form}
      defaults={forms.skills.defaults}
      toPatch={(values) => ({
        experience: values.experience,
        skills: values.skills,
        skillsDescription: values.skillsDescription,
      })}
    >
      <SkillsFields form={form} />
    </EditSection>
  );
}

function PaySection({ job }: { job: Job }) {
  const form = forms.pay.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="pay"
      form={form}
      defaults={forms.pay.defaults}
      toPatch={(values) => ({
        salaryOptions: {
          salary: values.salary,
          min: values.salaryMin,
          max: values.salaryMax,
          description: values.salaryDescription,
          bonuses: values.bonuses,
        },
      })}
    >
      <PayFields form={form} />
    </EditSection>
  );
}

function QuestionsSection({ job }: { job: Job }) {
  const form = forms.questions.useStepForm(formValuesOf(job));
  return (
    <EditSection
      job={job}
      step="questions"
      form={form}
      defaults={forms.questions.defaults}
      toPatch={(values) => ({ questions: values.questions })}
    >
      <QuestionsFields form={form} />
    </EditSection>
  );
}

export function EditJob({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const { job, fallback } = useOwnJob(jobId);
  if (!job) return <Page title={t('employer.editJob.title')}>{fallback}</Page>;
  const isOnsite = job.typeOfWork === TYPE_OF_WORK_WITH_LOCATION;
  return (
    <Page
      title={t('employer.editJob.title')}
      description={job.title}
      actions={
        <Link to={paths.employer.job(job.id)} className="page__back">
          {t('employer.editJob.backToJob')}
        </Link>
      }
    >
      <div className="edit-job">
        {/* Remounted when the type or start changes, so its rules follow the saved job. */}
        <DetailsSection key={`details-${job.typeOfWork}-${job.startDate}`} job={job} />
        {isOnsite && <LocationSection job={job} />}
        <OffensesSection job={job} />
        <ResponsibilitiesSection job={job} />
        <SkillsSection job={job} />
        <PaySection job={job} />
        <QuestionsSection job={job} />
      </div>
    </Page>
  );
}
