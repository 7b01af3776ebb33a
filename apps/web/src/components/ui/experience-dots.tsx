import { EXPERIENCE_LEVEL_LABELS, experienceDots, type ExperienceLevel } from '@fairchance/shared';
import { localized } from '#web/i18n/labels.ts';
import { cx } from '#web/lib/cx.ts';
import './experience-dots.css';

const DOTS = [1, 2, 3, 4, 5] as const;

export interface ExperienceDotsProps {
  level: ExperienceLevel;
  /**
   * The dots' accessible name ('Experience: mid level', '3 of 5'). Without it the dots are a
   * picture only, for a place whose own label already says the level.
   */
  label?: string | undefined;
  /** Shows the level's name beside the dots. */
  isLevelShown?: boolean;
  className?: string | undefined;
}

/** An experience level as one to five filled dots (docs/data-model.md), used by every area. */
export function ExperienceDots({
  level,
  label,
  isLevelShown = false,
  className,
}: ExperienceDotsProps) {
  const filled = experienceDots(level);
  return (
    <span className={cx('experience-dots', className)}>
      <span
        className="experience-dots__dots"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        data-filled={filled}
      >
        {DOTS.map((dot) => (
          <span key={dot} className={cx('experience-dots__dot', dot <= filled && 'is-filled')} />
        ))}
      </span>
      {isLevelShown && (
        <span className="experience-dots__label">{localized(EXPERIENCE_LEVEL_LABELS)[level]}</span>
      )}
    </span>
  );
}
