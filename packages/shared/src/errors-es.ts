/**
 * The error messages in Spanish, key for key (./errors.ts). Same words as the web app's Spanish
 * catalogue where both say the same thing.
 */
import { SUPPORT_EMAIL } from './constants.ts';
import type { CALL_MESSAGES, ERROR_MESSAGES } from './errors.ts';
import type { Translation } from './i18n/localize.ts';

export const ERROR_MESSAGES_ES: Translation<typeof ERROR_MESSAGES> = {
  InvalidRequest: 'Parte de la información no es válida.',
  InvalidCredentials: 'El usuario o la contraseña no son correctos',
  Unauthorized: 'Inicie sesión para continuar.',
  PaymentDeclined: 'Ya usó todo lo que incluye su plan gratis.',
  Forbidden: 'No tiene acceso a esto.',
  ResourceNotFound: 'No lo encontramos.',
  ResourceConflict: 'Esto ya existe.',
  PayloadTooLarge: 'El archivo o los datos que envió son demasiado grandes.',
  UnsupportedMediaType: 'No aceptamos este tipo de archivo.',
  RequestThrottled: 'Demasiados intentos. Intente otra vez en unos minutos.',
  InternalError: 'Algo salió mal',
  ServiceUnavailable: 'Ahora estamos muy ocupados. Intente otra vez en un momento.',
};

export const CALL_MESSAGES_ES: Translation<typeof CALL_MESSAGES> = {
  invalidToken: 'La sesión guardada no es válida',
  refreshLockTimeout: 'Se acabó el tiempo para renovar la sesión',
  loginInvalidCredentials: 'El usuario o la contraseña no son correctos',
  resetInvalidToken: 'El enlace para cambiar la contraseña no es válido',
  signUpEmailInUse: 'Este correo ya está en uso',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  emailChangeLinkInvalid: 'Este enlace no es válido. Revise que lo copió completo.',
  emailChangeLinkUsed: 'Este enlace ya se usó, o un enlace más nuevo lo reemplazó.',
  emailChangeLinkExpired: 'Este enlace ya venció. Pida uno nuevo en la configuración de su cuenta.',
  noPendingEmailChange: 'No hay ningún cambio de correo esperando confirmación.',
  signUpInvitationNotFound: 'No encontramos la invitación',
  applyThrottled:
    'Ya llegó al límite de solicitudes de hoy. Vuelva mañana para seguir presentando solicitudes.',
  throttled: 'Demasiados intentos. Intente otra vez en unos minutos.',
  organizationNameConflict: 'Ya existe una organización con ese nombre',
  organizationNotFound: 'Elija una organización de la lista.',
  organizationClaimable: `Esta organización ya está en la lista. Si usted trabaja allí, escriba a ${SUPPORT_EMAIL} para reclamarla.`,
  somethingWentWrong: 'Algo salió mal',
  noConnection: 'No hay conexión',
  jobQuotaExceeded: '¡Ya usó todas sus publicaciones de empleo gratis!',
  interviewQuotaExceeded: '¡Ya usó todas sus solicitudes de entrevista gratis!',
};
