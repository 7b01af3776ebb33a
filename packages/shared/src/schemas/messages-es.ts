/** The schema messages in Spanish, key for key (./messages.ts). */
import type { Translation } from '../i18n/localize.ts';
import { FAIR_CHANCE_LANGUAGE_MESSAGE_ES } from '../validation/messages-es.ts';
import type { SCHEMA_MESSAGES } from './messages.ts';

export const SCHEMA_MESSAGES_ES: Translation<typeof SCHEMA_MESSAGES> = {
  paging: {
    sinceFormat: 'Envíe una fecha (AAAA-MM-DD) o una hora (ISO 8601).',
    sinceOutOfRange: 'Envíe una fecha entre los años 1 y 9999.',
    cursorInvalid: 'El cursor no es válido.',
  },
  refusedQuery: {
    after:
      'Esta lista solo pasa de página con before: envíe como before el cursor del último elemento que vio.',
    since:
      'Esta lista no puede dar lo que cambió desde una fecha: léala otra vez desde el principio.',
  },
  beforeAndAfter: 'Envíe before o after, no los dos.',
  uploadFormUsed: 'Este formulario para subir archivos ya se usó. Intente otra vez.',
  fairChanceLanguage: FAIR_CHANCE_LANGUAGE_MESSAGE_ES,
  jobSearch: {
    relevanceNeedsWords: 'Envíe palabras para buscar (q) para ordenar por relevancia.',
  },
  savedSearch: {
    searchEmpty: 'Busque palabras o elija un filtro antes de guardar una búsqueda.',
  },
};
