/** Step 4: personal strengths, skills and trades, languages. */
import { useTranslation } from 'react-i18next';
import {
  SkillsField,
  StrengthsField,
} from '#web/features/client/components/profile-form/fields.tsx';
import { LanguageList } from '#web/features/client/components/profile-form/lists.tsx';
import { ProfileStep } from './profile-step.tsx';
import { STEPS_TEXT as steps, type StepGroupProps } from './step-props.ts';

export const ABOUT_STEPS = ['strengths', 'skills', 'languages'] as const;

export function AboutStep({
  stepId: id,
  onEditingChange,
  finishEditing,
}: StepGroupProps<(typeof ABOUT_STEPS)[number]>) {
  const { t } = useTranslation();
  switch (id) {
    case 'strengths':
      return (
        <ProfileStep
          stepId={id}
          title={t(`${steps}.strengths.title`)}
          description={t(`${steps}.strengths.description`)}
        >
          <StrengthsField />
        </ProfileStep>
      );
    case 'skills':
      return (
        <ProfileStep
          stepId={id}
          title={t(`${steps}.skills.title`)}
          description={t(`${steps}.skills.description`)}
        >
          <SkillsField />
        </ProfileStep>
      );
    case 'languages':
      return (
        <ProfileStep
          stepId={id}
          title={t(`${steps}.languages.title`)}
          description={t(`${steps}.languages.description`)}
          editor={<LanguageList onEditingChange={onEditingChange} />}
          blockedReason={finishEditing}
        />
      );
  }
}
