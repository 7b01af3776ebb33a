/**
 * Refuses passwords that appear in public lists of the most used ones (about 18,000 of at least
 * 8 characters, from zxcvbn's dictionary). Loaded once, on first use.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@fairchance/shared';
import { API_TEXT } from '../messages/index.ts';

let common: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

/** 400 on the field at `path` when `password` is one of them. */
export function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('InvalidRequest', API_TEXT.users.passwordTooCommon, [
      { path, message: API_TEXT.users.passwordTooCommon },
    ]);
  }
}
