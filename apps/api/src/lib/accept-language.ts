/**
 * The best of the product's languages for an Accept-Language header, by its q-values and with
 * prefix matching ('es-MX' takes Spanish), through the `negotiator` package; English when the
 * header names none of them (docs/api.md#language).
 */
import Negotiator from 'negotiator';
import {
  APP_LANGUAGES,
  DEFAULT_LANGUAGE,
  isAppLanguage,
  type AppLanguage,
} from '@fairchance/shared';

export function acceptedLanguage(header: string | string[] | undefined): AppLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const value = Array.isArray(header) ? header.join(', ') : header;
  const best = new Negotiator({ headers: { 'accept-language': value } }).language(APP_LANGUAGES);
  return isAppLanguage(best) ? best : DEFAULT_LANGUAGE;
}
