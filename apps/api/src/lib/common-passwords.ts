/**
 * Refuses passwords that appear in public lists of the most used ones (about 18,000 of at least
 * 8 characters, from zxcvbn's dictionary). Loaded once, on first use.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
