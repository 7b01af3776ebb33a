/**
 * The validation messages in Spanish, key for key (./messages.ts). The web shows them through
 * its catalogue (`validation.<key>`, same words); they are here so that anything else that
 * speaks to people in Spanish uses the same ones.
 */
import type { Translation } from '../i18n/localize.ts';
import type { VALIDATION_MESSAGES } from './messages.ts';

export const VALIDATION_MESSAGES_ES: Translation<typeof VALIDATION_MESSAGES> = {
  required: 'Este campo es obligatorio.',
  maxLength: (n: number) => `Puede escribir hasta ${n} caracteres.`,
  minLength: (n: number) => `Escriba por lo menos ${n} caracteres.`,
  max: (n: number) => `El valor más alto es ${n}.`,
  min: (n: number) => `El valor más bajo es ${n}.`,
  email: 'El correo electrónico no es válido.',
  url: 'La dirección web no es válida.',
  pattern: 'Este campo no es válido.',
  phoneInvalid: 'El número de teléfono no es válido',
  phoneRequired: 'Este campo es obligatorio',
  passwordsDoNotMatch: 'Las contraseñas no son iguales.',
  dateInFuture: 'La fecha debe ser en el futuro',
  dateNotPast: 'La fecha debe ser hoy o en el futuro',
  endAfterStart: 'La fecha de fin debe ser después de la fecha de inicio',
  yearEarnedAfterStart: 'El año en que lo obtuvo debe ser después del año de inicio',
  expirationAfterIssue: 'La fecha de vencimiento debe ser después de la fecha en que se emitió',
  maxSalaryAtLeastMin: 'El salario más alto debe ser igual o mayor que el primer valor',
  atLeastOne: 'Elija por lo menos uno',
  organizationDescriptionMax: 'Máximo 1,000 caracteres.',
  exactlyN: (n: number) => `Elija exactamente ${n}.`,
  minItems: (n: number) => `Elija por lo menos ${n}.`,
  maxItems: (n: number) => `Elija ${n} como máximo.`,
  invalidChoice: 'Elija una de las opciones.',
  controlCharacters: 'Use solo letras, números, espacios y signos de puntuación.',
};

/** FAIR_CHANCE_LANGUAGE_MESSAGE (./fair-chance-language.ts) in Spanish. */
export const FAIR_CHANCE_LANGUAGE_MESSAGE_ES =
  'Aquí no se permite rechazar a todas las personas con antecedentes. Los empleadores de segunda ' +
  'oportunidad miran los antecedentes de cada persona en su contexto. En lugar de eso, elija en ' +
  'el paso Delitos los tipos de delitos que no puede aceptar.';
