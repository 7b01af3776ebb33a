/**
 * Edit Job (docs/product.md): one section per wizard step, each edited in place with its own Save,
 * which is enabled when the section is valid and changed and patches only that section's fields.
 */
import { useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
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
  locationSchema,
  offensesSchema,
  payResolver,
  questionsSchema,
  responsibilitiesSchema,
  skillsSchema,
  type JobStepId,
} from '#web/features/employer/job-form/schemas.ts';
import {
  detailsDefaults,
  locationDefaults,
  offensesDefaults,
  payDefaults,
  questionsDefaults,
  responsibilitiesDefaults,
  skillsDefaults,
} from '#web/features/employer/job-form/values.ts';
import { useOwnJob } from './job-detail.tsx';
import './employer.css';

const formValuesOf = (job: Job) => toJobFormValues(job);

/** A section's form, its Save and what happens on save. */
function EditSection<TIn extends FieldValues, TOut>({
  job,
  step,
  form,
  toPatch,
  toDefaults,
  children,
}: {
  job: Job;
  step: JobStepId;
  form: UseFormReturn<TIn, unknown, TOut>;
  toPatch: (values: TOut) => UpdateJobRequestInput;
  toDefaults: (job: Job) => TIn;
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
      form.reset(toDefaults(saved));
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
  const toDefaults = (saved: Job) => detailsDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: detailsResolver({
      storedStart: parseStartDate(job.startDate) ?? undefined,
      hasLocationWhenOnsite: !isOnsite,
    }),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="details"
      form={form}
      toDefaults={toDefaults}
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
  const toDefaults = (saved: Job) => locationDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: zodResolver(locationSchema),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="location"
      form={form}
      toDefaults={toDefaults}
      toPatch={(values) => ({ location: values })}
    >
      <LocationFields form={form} />
    </EditSection>
  );
}

function OffensesSection({ job }: { job: Job }) {
  const toDefaults = (saved: Job) => offensesDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: zodResolver(offensesSchema),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="offenses"
      form={form}
      toDefaults={toDefaults}
      toPatch={(values) => ({ offenses: mergeOffenses(values) })}
    >
      <OffensesFields form={form} />
    </EditSection>
  );
}

function ResponsibilitiesSection({ job }: { job: Job }) {
  const toDefaults = (saved: Job) => responsibilitiesDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: zodResolver(responsibilitiesSchema),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="responsibilities"
      form={form}
      toDefaults={toDefaults}
      toPatch={(values) => ({ responsibilities: values.responsibilities })}
    >
      <ResponsibilitiesFields form={form} />
    </EditSection>
  );
}

function SkillsSection({ job }: { job: Job }) {
  const toDefaults = (saved: Job) => skillsDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: zodResolver(skillsSchema),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="skills"
      form={form}
      toDefaults={toDefaults}
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
  const toDefaults = (saved: Job) => payDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: payResolver,
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="pay"
      form={form}
      toDefaults={toDefaults}
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
  const toDefaults = (saved: Job) => questionsDefaults(formValuesOf(saved));
  const form = useForm({
    resolver: zodResolver(questionsSchema),
    mode: 'onChange',
    defaultValues: toDefaults(job),
  });
  return (
    <EditSection
      job={job}
      step="questions"
      form={form}
      toDefaults={toDefaults}
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
