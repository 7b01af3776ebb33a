import { useTranslation } from 'react-i18next';
import { experienceDots, EXPERIENCE_LEVEL_LABELS, type ExperienceLevel } from '@fairchance/shared';
import { cx } from '#web/lib/cx.ts';
import { localized } from '#web/i18n/labels.ts';

const DOTS = [1, 2, 3, 4, 5] as const;

/**
 * An experience level as one to five filled dots (docs/data-model.md). The dots are a picture of
 * the level: with `isLabelled` the level's name is read out (and shown), otherwise the surrounding
 * label says it.
 */
export function ExperienceDots({
  level,
  isLabelled = false,
  className,
}: {
  level: ExperienceLevel;
  isLabelled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const filled = experienceDots(level);
  return (
    <span className={cx('experience-dots', className)}>
      <span
        className="experience-dots__dots"
        {...(isLabelled
          ? {
              role: 'img',
              'aria-label': t('employer.jobForm.experienceDots', { count: filled, max: 5 }),
            }
          : { 'aria-hidden': true })}
        data-filled={filled}
      >
        {DOTS.map((dot) => (
          <span
            key={dot}
            className={cx('experience-dots__dot', dot <= filled && 'experience-dots__dot--filled')}
          />
        ))}
      </span>
      {isLabelled && (
        <span className="experience-dots__label">{localized(EXPERIENCE_LEVEL_LABELS)[level]}</span>
      )}
    </span>
  );
}
