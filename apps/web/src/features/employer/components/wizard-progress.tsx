import { useTranslation } from 'react-i18next';

/** 'Step 2 of 6: Location', read before the step's heading. */
export function WizardProgress({
  current,
  total,
  label,
}: {
  current: number;
  total: number;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__text">
        {t('employer.wizard.progress', { current, total, label })}
      </p>
      <div className="wizard-progress__bar" aria-hidden="true">
        <span
          className="wizard-progress__fill"
          style={{ width: `${Math.round((current / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}
