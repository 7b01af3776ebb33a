import { useState } from 'react';
import { cx } from '#web/lib/cx.ts';
import './avatar.css';

/** First letters of the first two words of a name (docs/validation.md#display-formats). */
export function getInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Without a label the avatar is decorative: the name is expected next to it or on its control.
   */
  label?: string;
  className?: string;
}

export function Avatar({ name, src, size = 'md', label, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span {...a11y} className={cx('avatar', `avatar--${size}`, className)}>
      {showImage && src ? (
        <img className="avatar__image" src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : label ? (
        <span className="avatar__initials">{getInitials(name)}</span>
      ) : (
        // Decorative: the initials are drawn by CSS, so the control holding the avatar has no
        // visible text its accessible name would have to contain (WCAG 2.5.3, label in name).
        <span className="avatar__initials" data-initials={getInitials(name)} />
      )}
    </span>
  );
}
