/** The API's own messages in Spanish, key for key (./en.ts). */
import {
  APPLICATION_STATUS_LABELS_ES,
  type ApplicationStatus,
  type EmployerSettableStatus,
  type Translation,
} from '@fairchance/shared';
import type { API_MESSAGES, RequestPart } from './en.ts';

const PARTS: Record<RequestPart, string> = {
  querystring: 'en la consulta',
  params: 'en la dirección',
  headers: 'en los encabezados',
};

const NEXT_STEP: Record<EmployerSettableStatus, string> = {
  interview: 'pedir una entrevista',
  notAFit: 'marcar a la persona como no adecuada',
  hired: 'contratar a la persona',
  rejected: 'no seleccionar a la persona',
};
const nextSteps = (allowed: readonly EmployerSettableStatus[]) =>
  `Puede ${allowed.map((status) => NEXT_STEP[status]).join(' o ')}.`;
const status = (value: ApplicationStatus) => `“${APPLICATION_STATUS_LABELS_ES[value]}”`;

export const API_MESSAGES_ES: Translation<typeof API_MESSAGES> = {
  request: {
    invalid: 'La solicitud no es válida.',
    inPart: (message, part) => `${message} (${PARTS[part]})`,
    invalidJson: 'Los datos enviados no son JSON válido.',
    emptyJson: 'No llegaron datos, pero el tipo de contenido dice JSON.',
    bodyTooLarge: 'Los datos enviados son demasiado grandes.',
    contentTypeUnsupported: 'No aceptamos este tipo de contenido.',
    contentLengthMismatch: 'Los datos enviados no coinciden con su Content-Length.',
    contentTypeInvalid: 'El tipo de contenido no es válido.',
    nulCharacter: 'El texto no puede tener un carácter NUL.',
    noSuchPath: (method, path) => `No existe esta dirección: ${method} ${path}`,
  },
  auth: {
    tokenInvalid: 'El token de acceso no es válido.',
    tokenExpired: 'El token de acceso ya venció.',
    sessionEnded: 'Esta sesión terminó. Inicie sesión otra vez.',
    unknownClient: 'No conocemos esta aplicación.',
    refreshTokenInvalid: 'El token para renovar la sesión no es válido. Inicie sesión otra vez.',
  },
  users: {
    accountGone: 'Esta cuenta ya no existe.',
    accountDisabled:
      'Esta cuenta está desactivada. Escriba al equipo de FairChance si cree que es un error.',
    passwordTooCommon: 'Esta contraseña es muy común. Elija una que sea más difícil de adivinar.',
  },
  staff: {
    secondFactorRequired: 'Escriba un código de su aplicación de autenticación para continuar.',
    secondFactorAlreadyOn: 'Su aplicación de autenticación ya está configurada.',
    secondFactorNotSetUp: 'Primero configure su aplicación de autenticación.',
    secondFactorCodeWrong: 'Este código no es válido o ya se usó. Espere uno nuevo.',
    userNotFound: 'No existe esa cuenta.',
    employerNotFound: 'No existe ese empleador.',
    selfDisable: 'No puede desactivar su propia cuenta.',
    alreadyDisabled: 'Esta cuenta ya está desactivada.',
    alreadyEnabled: 'Esta cuenta no está desactivada.',
    noInvitation: 'Esta cuenta no tiene una invitación pendiente: su contraseña ya está elegida.',
    noPendingEmail: 'Esta cuenta no tiene un cambio de correo electrónico pendiente de confirmar.',
  },
  uploads: {
    uploadFirst: 'Primero suba la imagen.',
    formMissingFields: 'Al formulario para subir archivos le faltan sus campos firmados.',
    formInvalid: 'El formulario para subir archivos no es válido. Intente otra vez.',
    formExpired: 'El formulario para subir archivos ya venció. Intente otra vez.',
    sendMultipart: 'Envíe el archivo como un formulario multipart.',
    sendOneFile: 'Envíe un solo archivo con los campos de su formulario.',
    noFile: 'El formulario no tiene ningún archivo.',
    fileTooLarge: (megabytes) => `El archivo es muy grande: ${megabytes} MB como máximo.`,
    avatarType: 'La foto debe ser una imagen JPG, GIF o PNG.',
    imageType: 'El archivo debe ser una imagen JPG, GIF, PNG o TIFF.',
    unreadable: 'No pudimos leer la imagen. Pruebe con otro archivo.',
    noSuchFile: 'Este archivo no existe.',
  },
  clients: {
    profileNotFound: 'No encontramos el perfil.',
    profileExists: 'Su perfil ya existe.',
    profileInvalid: 'El perfil no es válido.',
    providerNotFound: 'No encontramos el proveedor.',
  },
  jobs: {
    noLongerAvailable: 'Este empleo ya no está disponible.',
    matchNeedsTrades:
      'Solo una persona que busca empleo puede ordenar los empleos por sus oficios.',
    notFound: 'Este empleo no existe.',
    companyProfileFirst: 'Cree el perfil de su empresa antes de publicar un empleo.',
    posterOnly: 'Solo la empresa que publicó este empleo puede cambiarlo.',
  },
  savedSearches: {
    notFound: 'Esta búsqueda guardada no existe.',
    nameTaken: 'Ya tiene una búsqueda guardada con este nombre.',
    tooMany: (max: number) => `Puede guardar hasta ${max} búsquedas. Borre una para guardar otra.`,
    unsubscribeLinkInvalid: 'Este enlace para cancelar la suscripción no es válido.',
  },
  applications: {
    profileFirst: 'Cree su perfil antes de presentar una solicitud.',
    notTaking: 'Este empleo no está recibiendo solicitudes en este momento.',
    notOpenToYou: 'Este empleo no está abierto a su solicitud.',
    afterRelease:
      'Podrá presentar solicitudes cuando salga en libertad. Mientras tanto, puede ver empleos y preparar su perfil.',
    answerEveryQuestion: 'Conteste todas las preguntas del empleo.',
    alreadyApplied: 'Ya presentó una solicitud para este empleo.',
    alreadyWithdrawn: 'Ya retiró esta solicitud.',
    cannotWithdraw: (from) =>
      `Esta solicitud tiene el estado ${status(from)} y ya no se puede retirar.`,
  },
  employers: {
    profileNotFound: 'Este perfil de empresa no existe.',
    notYours: 'Este no es el perfil de su empresa.',
    profileExists: 'El perfil de su empresa ya existe.',
    ownerOnly: 'Solo el titular de la cuenta de la empresa puede hacer esto.',
    memberNotFound: 'Esta persona no está en la cuenta de su empresa.',
    ownerStays: 'El titular no puede quitarse a sí mismo.',
  },
  applicants: {
    notFound: 'Esta solicitud no existe.',
    statusFinal: (from) => `Esta solicitud tiene el estado ${status(from)} y ya no puede cambiar.`,
    statusAlready: (from, allowed) =>
      `Esta solicitud ya tiene el estado ${status(from)}. ${nextSteps(allowed)}`,
    statusRefused: (from, to, allowed) =>
      `Una solicitud con el estado ${status(from)} no puede pasar a ${status(to)}. ${nextSteps(allowed)}`,
    withdrawn: 'La persona retiró esta solicitud y su estado ya no puede cambiar.',
    invitationNeedsInterview:
      'La invitación se puede enviar una vez pedida la entrevista, mientras la solicitud está en entrevista.',
  },
  organizations: {
    notFound: 'No encontramos la organización.',
    exists: 'Su organización ya existe.',
    newOwnerOnly: 'Solo el dueño de una organización nueva puede crearla.',
    ownerOnly: 'Solo el dueño de la organización puede hacer esto.',
  },
  invitations: {
    organizationMismatch: 'La organización no coincide.',
    alreadyInvited: 'Este correo ya tiene una cuenta o una invitación pendiente.',
  },
  caseManagers: {
    notFound: 'No encontramos al administrador de casos.',
    ownProfileOnly: 'Solo puede llenar su propio perfil.',
    ownEmailInSettings: 'Cambie su propio correo en la configuración de su cuenta.',
    ownerStays: 'El dueño no puede quitarse a sí mismo.',
  },
  rspClients: {
    notFound: 'No encontramos al cliente.',
    ownerAssigns: 'Solo el dueño de la organización puede asignar administradores de casos.',
    chooseCaseManager: 'Elija un administrador de casos de esta organización.',
    noteNotFound: 'No encontramos la nota.',
    noFollowUp: 'Esta nota no tiene fecha de seguimiento.',
  },
  checkIns: {
    hireNotFound: 'No encontramos esta contratación para este cliente.',
    notDueYet: 'Todavía no es momento de este seguimiento.',
    alreadyRecorded: 'Este seguimiento ya se registró.',
    linkInvalid: 'Este enlace de seguimiento no es válido.',
    alreadyAnswered: 'Ya respondió este seguimiento. ¡Gracias!',
  },
  reports: {
    csvHeader: {
      group: 'Grupo',
      name: 'Nombre',
      clientsServed: 'Clientes atendidos',
      applications: 'Solicitudes',
      interviews: 'Entrevistas',
      hires: 'Contrataciones',
      checkedIn90: 'Con seguimiento a los 90 días',
      employed90: 'Empleados a los 90 días',
      checkedIn180: 'Con seguimiento a los 180 días',
      employed180: 'Empleados a los 180 días',
      medianStartingWage: 'Salario inicial mediano (por hora)',
    },
    groups: {
      total: 'Todos los clientes',
      caseManager: 'Administrador de casos',
      county: 'Condado',
    },
    unassigned: 'Sin asignar',
    noCounty: 'Sin condado',
  },
  mail: {
    noSuchMail: 'Este correo no existe.',
  },
  health: {
    databaseUnavailable:
      'No se puede conectar con la base de datos en este momento. Intente otra vez en un momento.',
  },
  jobReports: {
    clientsOnly: 'Solo una persona que busca empleo y tiene un perfil puede denunciar un empleo.',
  },
  moderation: {
    alreadyUnpublished: 'Este empleo ya está despublicado.',
    notUnpublished: 'Este empleo no está despublicado.',
    statusLocked:
      'El personal despublicó este empleo: no puede activarse ni pausarse hasta que lo restablezcan.',
  },
  organizationClaims: {
    ownerWithoutOrganization:
      'Solo el responsable de un proveedor de servicios cuya organización aún no está creada puede reclamar una organización de la lista.',
    alreadyPending:
      'Usted ya pidió reclamar una organización. El personal le responderá por correo electrónico.',
    hasOwner: 'Esta organización ya tiene un responsable.',
    notFound: 'Esta solicitud no existe.',
    decided: 'Esta solicitud ya fue decidida.',
    requesterHasOrganization: 'La persona que lo pidió ya tiene una organización.',
    otherClaimApproved:
      'Se aprobó la solicitud de otra persona para administrar esta organización: ya tiene un responsable.',
  },
};
