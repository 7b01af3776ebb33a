/**
 * The job wizard (docs/product.md Employer wizards): details, location (on-site jobs only),
 * offenses, responsibilities, skills, pay, questions; then the confirm screen previews and posts
 * the job. Values are kept as a draft, so the confirm screen (another route) and a reload find
 * them.
 */
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TYPE_OF_WORK_WITH_LOCATION,
  type JobFormValues,
  type TypeOfWork,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import {
  useWizardContext,
  Wizard,
  WizardForm,
  type WizardStep,
} from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { clearDraft } from '#web/features/employer/hooks/drafts.ts';
import { OffensesLawNote } from './offenses-law-note.tsx';
import { useDraftWizard } from '#web/features/employer/hooks/use-draft-wizard.ts';
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
  DETAILS_FIELDS,
  detailsResolver,
  JOB_STEP_IDS,
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
  pick,
  questionsDefaults,
  responsibilitiesDefaults,
  skillsDefaults,
  type JobDraft,
} from '#web/features/employer/job-form/values.ts';
import { WizardProgress } from './wizard-progress.tsx';
import './employer.css';

export function isOnsite(values: JobDraft): boolean {
  return values.typeOfWork === TYPE_OF_WORK_WITH_LOCATION;
}

/**
 * The steps a job of this type goes through: the location step only for on-site jobs. It decides
 * both where Next leads and the 'Step n of N' counter, so the two cannot disagree.
 */
export function jobStepsFor(values: JobDraft): JobStepId[] {
  return JOB_STEP_IDS.filter((step) => step !== 'location' || isOnsite(values));
}

/** Each step's Next leads to the step after it among the steps this job goes through. */
const STEPS: WizardStep<JobDraft>[] = JOB_STEP_IDS.map((id) => ({
  id,
  next: (values) => {
    const steps = jobStepsFor(values);
    return steps[steps.indexOf(id) + 1];
  },
}));

/**
 * The type of work chosen on the details step before Next saves it: the counter follows the
 * choice at once ('Step 1 of 7' as soon as On-site is chosen).
 */
const ChosenTypeOfWork = createContext<(typeOfWork: TypeOfWork | undefined) => void>(() => {});

function useJobWizard() {
  return useWizardContext<JobDraft>();
}

function DetailsStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: detailsResolver(),
    mode: 'onChange',
    defaultValues: detailsDefaults(wizard.values),
  });
  const typeOfWork = useWatch({ control: form.control, name: 'typeOfWork' });
  const reportTypeOfWork = useContext(ChosenTypeOfWork);
  useEffect(() => {
    reportTypeOfWork(typeOfWork || undefined);
    return () => reportTypeOfWork(undefined);
  }, [typeOfWork, reportTypeOfWork]);
  return (
    <WizardForm
      form={form}
      title={t('employer.jobWizard.steps.details.title')}
      // Only this step's fields: the address belongs to the location step.
      onSubmit={(values) => wizard.next(pick(values, DETAILS_FIELDS))}
    >
      <DetailsFields form={form} />
    </WizardForm>
  );
}

function LocationStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: zodResolver(locationSchema),
    mode: 'onChange',
    defaultValues: locationDefaults(wizard.values),
  });
  return (
    <WizardForm
      form={form}
      title={t('employer.jobWizard.steps.location.title')}
      description={t('employer.jobWizard.steps.location.description')}
    >
      <LocationFields form={form} />
    </WizardForm>
  );
}

function OffensesStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: zodResolver(offensesSchema),
    mode: 'onChange',
    defaultValues: offensesDefaults(wizard.values),
  });
  return (
    <WizardForm
      form={form}
      title={t('employer.jobWizard.steps.offenses.title')}
      description={t('employer.jobWizard.steps.offenses.description')}
    >
      <OffensesLawNote />
      <OffensesFields form={form} />
    </WizardForm>
  );
}

function ResponsibilitiesStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: zodResolver(responsibilitiesSchema),
    mode: 'onChange',
    defaultValues: responsibilitiesDefaults(wizard.values),
  });
  return (
    <WizardForm
      form={form}
      title={t('employer.jobWizard.steps.responsibilities.title')}
      description={t('employer.jobWizard.steps.responsibilities.description')}
    >
      <ResponsibilitiesFields form={form} />
    </WizardForm>
  );
}

function SkillsStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: zodResolver(skillsSchema),
    mode: 'onChange',
    defaultValues: skillsDefaults(wizard.values),
  });
  return (
    <WizardForm form={form} title={t('employer.jobWizard.steps.skills.title')}>
      <SkillsFields form={form} />
    </WizardForm>
  );
}

function PayStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: payResolver,
    mode: 'onChange',
    defaultValues: payDefaults(wizard.values),
  });
  return (
    <WizardForm form={form} title={t('employer.jobWizard.steps.pay.title')}>
      <PayFields form={form} />
    </WizardForm>
  );
}

function QuestionsStep() {
  const { t } = useTranslation();
  const wizard = useJobWizard();
  const form = useForm({
    resolver: zodResolver(questionsSchema),
    mode: 'onChange',
    defaultValues: questionsDefaults(wizard.values),
  });
  return (
    <WizardForm
      form={form}
      title={t('employer.jobWizard.steps.questions.title')}
      description={t('employer.jobWizard.steps.questions.description')}
      buttonLabel={t('employer.jobWizard.preview')}
    >
      <QuestionsFields form={form} />
    </WizardForm>
  );
}

const STEP_COMPONENTS: Record<JobStepId, ComponentType> = {
  details: DetailsStep,
  location: LocationStep,
  offenses: OffensesStep,
  responsibilities: ResponsibilitiesStep,
  skills: SkillsStep,
  pay: PayStep,
  questions: QuestionsStep,
};

function JobWizardSteps({ userId, onStartOver }: { userId: string; onStartOver: () => void }) {
  const { t } = useTranslation();
  const wizard = useDraftWizard<JobFormValues>({
    kind: 'job',
    userId,
    steps: STEPS,
    confirmPath: paths.employer.createJobConfirm,
  });

  const [chosenTypeOfWork, setChosenTypeOfWork] = useState<TypeOfWork | undefined>();
  const stepId = wizard.stepId as JobStepId;
  const visible = jobStepsFor(
    chosenTypeOfWork ? { ...wizard.values, typeOfWork: chosenTypeOfWork } : wizard.values,
  );
  const Step = STEP_COMPONENTS[stepId];
  const hasDraft = Object.keys(wizard.values).length > 0;
  return (
    <>
      <WizardProgress
        current={Math.max(visible.indexOf(stepId), 0) + 1}
        total={visible.length}
        label={t(`employer.jobWizard.steps.${stepId}.title`)}
      />
      {hasDraft && (
        <p className="wizard-draft">
          {t('employer.jobWizard.draftKept')}{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              wizard.reset();
              onStartOver();
            }}
          >
            {t('employer.jobWizard.startOver')}
          </Button>
        </p>
      )}
      <ChosenTypeOfWork.Provider value={setChosenTypeOfWork}>
        <Wizard wizard={wizard}>
          <Step />
        </Wizard>
      </ChosenTypeOfWork.Provider>
    </>
  );
}

export function JobWizard({ userId }: { userId: string }) {
  // Starting over forgets the draft and mounts the steps afresh, with empty values.
  const [generation, setGeneration] = useState(0);
  return (
    <JobWizardSteps
      key={generation}
      userId={userId}
      onStartOver={() => {
        clearDraft('job', userId);
        setGeneration((value) => value + 1);
      }}
    />
  );
}
