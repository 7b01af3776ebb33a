/**
 * Iniciar sesión, registrarse, cambiar la contraseña y la configuración de la cuenta, en español
 * (misma forma que ../en/auth.ts).
 */
import type { Catalogue } from '#web/i18n/locales/catalogue.ts';

export const auth: Catalogue['auth'] = {
  login: {
    title: 'Iniciar sesión',
    description: 'Qué bueno verle de nuevo. Inicie sesión para continuar.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    noAccount: '¿Es nuevo en {{product}}?',
    signUp: 'Crear una cuenta',
  },
  signup: {
    title: 'Registrarse',
    description:
      'Cree su cuenta gratis. Después haga un perfil que muestre primero sus habilidades.',
  },
  signupEmployer: {
    title: 'Registro de empleadores',
    description: 'Cree su cuenta. Después prepare el perfil de su empresa y publique empleos.',
    invitedTitle: 'Únase a {{company}}',
    invitedDescription:
      'Le invitaron a unirse a su empresa en FairChance Jobs. Elija una contraseña para crear su cuenta.',
  },
  signupRsp: {
    title: 'Registro de proveedores de servicios',
    description:
      'Cree su cuenta. Después prepare el perfil de su organización e invite a su equipo.',
    invitedToDescription:
      'Le invitaron a unirse a {{organization}}. Elija una contraseña para crear su cuenta.',
    invitedDescription:
      'Le invitaron a unirse a su organización. Elija una contraseña para crear su cuenta.',
  },
  signupForm: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    password: 'Contraseña',
    passwordHint: 'Por lo menos {{n}} caracteres.',
    lockedHint: 'Viene de su invitación.',
    terms:
      'Acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>',
    submit: 'Registrarse',
    haveAccount: '¿Ya tiene una cuenta?',
    logIn: 'Iniciar sesión',
    otherKinds: 'Otro tipo de cuenta',
    asJobSeeker: '¿Busca trabajo? Regístrese como persona que busca empleo',
    asEmployer: '¿Busca personal? Regístrese como empleador',
    asServiceProvider:
      '¿Ayuda a personas a encontrar trabajo después de la cárcel? Regístrese como proveedor de servicios',
  },
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    description:
      'Escriba el correo electrónico con el que inicia sesión. Le enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Enviar el enlace',
    sentTitle: 'Revise su correo',
    sent: 'Si hay una cuenta con {{email}}, le enviamos un enlace para cambiar la contraseña. El enlace sirve por una hora.',
    notReceived:
      '¿No le llegó nada? Revise la carpeta de correo no deseado o intente otra vez en unos minutos.',
    backToLogin: 'Volver a Iniciar sesión',
  },
  checkIn: {
    title: '¿Cómo va su trabajo?',
    loading: 'Abriendo su seguimiento…',
    intro:
      'Hola, {{name}}. Han pasado {{days}} días desde que empezó como {{job}} en {{employer}}.',
    stillWorking: '¿Sigue trabajando allí?',
    yes: 'Sí',
    no: 'No',
    needs: '¿Necesita algo?',
    needsHint: 'Opcional. Su proveedor de servicios lee su respuesta.',
    submit: 'Enviar mi respuesta',
    thanksTitle: '¡Gracias!',
    thanks: 'Su proveedor de servicios verá su respuesta.',
    answeredTitle: 'Ya respondió este seguimiento',
    answered: 'Gracias. Su proveedor de servicios tiene su respuesta.',
    invalidTitle: 'Este enlace no es válido',
    invalid: 'Revise que abrió el enlace completo del correo.',
    failedTitle: 'No pudimos abrir su seguimiento',
    failed: 'Algo salió mal. Intente otra vez en un momento.',
    retry: 'Intentar otra vez',
  },
  unsubscribe: {
    title: 'Alertas de empleo',
    working: 'Parando sus alertas de empleo…',
    successTitle: 'Sus alertas de empleo están apagadas',
    success:
      'Ya no le enviaremos empleos nuevos de sus búsquedas guardadas. Sus búsquedas siguen guardadas. Puede volver a encender sus correos en Búsquedas guardadas.',
    manage: 'Ir a mis búsquedas guardadas',
    login: 'Iniciar sesión',
    invalidTitle: 'Este enlace no es válido',
    invalid:
      'Revise que abrió el enlace completo del correo. También puede apagar las alertas en Búsquedas guardadas después de iniciar sesión.',
    failedTitle: 'No pudimos parar sus alertas de empleo',
    failed: 'Algo salió mal. Intente otra vez en un momento.',
    retry: 'Intentar otra vez',
  },
  confirmEmail: {
    title: 'Confirme su nuevo correo',
    confirming: 'Confirmando su nuevo correo…',
    successTitle: 'Su correo cambió',
    success:
      'Desde ahora inicia sesión con {{email}}. Cerramos su sesión en otros aparatos; allí inicie sesión otra vez con el correo nuevo.',
    expiredTitle: 'Este enlace ya venció',
    expired:
      'Los enlaces para confirmar un correo sirven por 24 horas. Pida uno nuevo en la configuración de su cuenta.',
    usedTitle: 'Este enlace ya no sirve',
    used: 'Ya se usó, o un enlace más nuevo lo reemplazó. Si su correo todavía no cambió, pida un enlace nuevo en la configuración de su cuenta.',
    invalidTitle: 'Este enlace no es válido',
    invalid:
      'Revise que abrió el enlace completo del correo, o pida uno nuevo en la configuración de su cuenta.',
    conflictTitle: 'Este correo ya está en uso',
    conflict: 'Otra cuenta ya inicia sesión con este correo, así que no cambiamos el suyo.',
    failedTitle: 'No pudimos confirmar su correo',
    failed: 'Algo salió mal. Revise su conexión e intente otra vez.',
    retry: 'Intentar otra vez',
    login: 'Ir a Iniciar sesión',
    settings: 'Ir a mi cuenta',
  },
  resetPassword: {
    title: 'Cambiar la contraseña',
    description: 'Elija una contraseña nueva para {{username}}.',
    password: 'Contraseña nueva',
    confirmPassword: 'Confirme la contraseña nueva',
    submit: 'Cambiar la contraseña',
    success: 'Cambiamos su contraseña. Inicie sesión con la contraseña nueva.',
    requestNewLink: 'Pedir un enlace nuevo',
  },
};

export const account: Catalogue['account'] = {
  title: 'Configuración de la cuenta',
  tabs: {
    label: 'Configuración',
    account: 'Cuenta',
  },
  personal: {
    title: 'Información personal',
    photo: 'Foto de perfil',
    photoHint: 'JPG, GIF o PNG, de 1 MB como máximo.',
    photoTooLarge: 'La foto es muy grande: 1 MB como máximo.',
    photoWrongType: 'Elija una imagen JPG, GIF o PNG.',
    photoUploading: 'Subiendo la foto…',
    photoReady: 'La foto nueva está lista. Guarde para quedársela.',
    removePhoto: 'Quitar la foto',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  security: {
    title: 'Seguridad',
    description:
      'Para cambiar su contraseña, escriba la actual y dos veces la nueva. Para un correo nuevo también necesita la contraseña actual.',
    password: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirme la contraseña nueva',
  },
  emailChange: {
    title: 'Cambio de correo pendiente',
    pending: 'Enviamos un enlace a {{email}}. Su correo cambia cuando lo abra.',
    sent: 'Enviamos un enlace a {{email}}. Su correo cambia cuando lo abra.',
    resend: 'Enviar el enlace otra vez',
    resent: 'Enviamos un enlace nuevo a {{email}}.',
    cancel: 'Cancelar el cambio',
    cancelled: 'Cancelamos el cambio de correo. Sigue iniciando sesión con {{email}}.',
  },
  language: {
    title: 'Idioma',
    label: 'Idioma del sitio',
    hint: 'El sitio se muestra en este idioma en este aparato.',
  },
  save: 'Guardar cambios',
  saved: '¡Se actualizó la configuración de la cuenta!',
};
