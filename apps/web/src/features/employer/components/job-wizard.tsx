/**
 * The job wizard (docs/product.md Employer wizards): details, location (on-site jobs only),
 * offenses, responsibilities, skills, pay, questions; then the confirm screen previews and posts
 * the job. Values are kept as a draft, so the confirm screen (another route) and a reload find
 * them.
 */
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  type WizardFormProps,
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
  type JobStepId,
} from '#web/features/employer/job-form/schemas.ts';
import { jobStepForms as forms } from '#web/features/employer/job-form/step-forms.ts';
import { detailsDefaults, pick, type JobDraft } from '#web/features/employer/job-form/values.ts';
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

/** A step's form, titled from its step id. */
function JobStepForm<TIn extends FieldValues, TOut>({
  step,
  ...props
}: Omit<WizardFormProps<TIn, TOut>, 'title'> & { step: JobStepId }) {
  const { t } = useTranslation();
  return <WizardForm {...props} title={t(`employer.jobWizard.steps.${step}.title`)} />;
}

function DetailsStep() {
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
    <JobStepForm
      step="details"
      form={form}
      // Only this step's fields: the address belongs to the location step.
      onSubmit={(values) => wizard.next(pick(values, DETAILS_FIELDS))}
    >
      <DetailsFields form={form} />
    </JobStepForm>
  );
}

function LocationStep() {
  const { t } = useTranslation();
  const form = forms.location.useStepForm(useJobWizard().values);
  return (
    <JobStepForm
      step="location"
      form={form}
      description={t('employer.jobWizard.steps.location.description')}
    >
      <LocationFields form={form} />
    </JobStepForm>
  );
}

function OffensesStep() {
  const { t } = useTranslation();
  const form = forms.offenses.useStepForm(useJobWizard().values);
  return (
    <JobStepForm
      step="offenses"
      form={form}
      description={t('employer.jobWizard.steps.offenses.description')}
    >
      <OffensesLawNote />
      <OffensesFields form={form} />
    </JobStepForm>
  );
}

function ResponsibilitiesStep() {
  const { t } = useTranslation();
  const form = forms.responsibilities.useStepForm(useJobWizard().values);
  return (
    <JobStepForm
      step="responsibilities"
      form={form}
      description={t('employer.jobWizard.steps.responsibilities.description')}
    >
      <ResponsibilitiesFields form={form} />
    </JobStepForm>
  );
}

function SkillsStep() {
  const form = forms.skills.useStepForm(useJobWizard().values);
  return (
    <JobStepForm step="skills" form={form}>
      <SkillsFields form={form} />
    </JobStepForm>
  );
}

function PayStep() {
  const form = forms.pay.useStepForm(useJobWizard().values);
  return (
    <JobStepForm step="pay" form={form}>
      <PayFields form={form} />
    </JobStepForm>
  );
}

function QuestionsStep() {
  const { t } = useTranslation();
  const form = forms.questions.useStepForm(useJobWizard().values);
  return (
    <JobStepForm
      step="questions"
      form={form}
      description={t('employer.jobWizard.steps.questions.description')}
      buttonLabel={t('employer.jobWizard.preview')}
    >
      <QuestionsFields form={form} />
    </JobStepForm>
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
