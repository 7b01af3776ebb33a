/** Joins class names, skipping empty ones: `cx('btn', isWide && 'btn--wide')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
