import { useTranslation } from 'react-i18next';
import { EXPERIENCE_LEVEL_LABELS, experienceDots, type ExperienceLevel } from '@fairchance/shared';
import './client.css';
import { localized } from '#web/i18n/labels.ts';

const DOTS = [1, 2, 3, 4, 5] as const;

/**
 * The experience a job asks for as one to five dots (docs/data-model.md), named for screen readers.
 */
export function ExperienceDots({ level }: { level: ExperienceLevel }) {
  const { t } = useTranslation();
  const filled = experienceDots(level);
  return (
    <span
      className="experience-dots"
      role="img"
      aria-label={t('client.jobCard.experienceLabel', {
        level: localized(EXPERIENCE_LEVEL_LABELS)[level].toLowerCase(),
      })}
      data-filled={filled}
    >
      {DOTS.map((dot) => (
        <span
          key={dot}
          className={dot <= filled ? 'experience-dots__dot is-filled' : 'experience-dots__dot'}
        />
      ))}
    </span>
  );
}
