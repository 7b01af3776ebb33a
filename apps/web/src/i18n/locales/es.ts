/**
 * Los textos en español que cualquier página puede necesitar (misma forma que ./en.ts). Los de
 * cada área están en ./es/<área>.ts y se cargan con el área.
 */
import { CALL_MESSAGES_ES } from '@fairchance/shared';
import type { FirstPageCatalogue } from './catalogue.ts';

export const es: FirstPageCatalogue = {
  common: {
    documentTitle: '{{title}} · {{product}}',
    loading: 'Cargando…',
    close: 'Cerrar',
    back: 'Atrás',
    next: 'Siguiente',
    saveAndNext: 'Guardar y seguir',
    save: 'Guardar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    yes: 'Sí',
    no: 'No',
    required: 'obligatorio',
    selectPlaceholder: 'Elija…',
    leave: {
      title: '¿Salir sin guardar?',
      message: 'Sus cambios aún no están guardados. Si sale ahora, se pierden.',
      confirm: 'Salir',
      cancel: 'Quedarme',
    },
    characterCount: '{{used}} de {{max}} caracteres',
    choicesSelected: '{{count}} de {{max}} elegidos',
    opensInNewTab: '(se abre en una pestaña nueva)',
    /** A fair-chance fact's source: the day it was last checked (components/fair-chance). */
    factChecked: '(consultado el {{date}})',
    loadError: 'No pudimos cargar esto.',
    tryAgain: 'Intentar otra vez',
    offenses: {
      selectAll: 'Elegir todos',
      clearAll: 'Quitar todos',
      selected_one: '{{count}} categoría elegida',
      selected_other: '{{count}} categorías elegidas',
      selectGroup: 'Elegir todos',
      clearGroup: 'Quitar todos',
      selectGroupLabel: 'Elegir todos: {{group}}',
      clearGroupLabel: 'Quitar todos: {{group}}',
    },
    toast: {
      dismiss: 'Cerrar el aviso',
      status: {
        danger: 'Error',
        info: 'Información',
        success: 'Listo',
        warning: 'Atención',
      },
    },
  },
  header: {
    skipToContent: 'Ir al contenido',
    homeLink: 'Inicio de {{product}}',
    menu: 'Menú',
    mainNavigation: 'Principal',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    accountMenu: 'Menú de la cuenta de {{name}}',
    accountSettings: 'Configuración de la cuenta',
    logOut: 'Cerrar sesión',
    loading: 'Cargando la página',
    nav: {
      jobSeekers: 'Buscan trabajo',
      employers: 'Empleadores',
      serviceProviders: 'Proveedores de servicios',
      dashboard: 'Panel',
      jobs: 'Empleos disponibles',
      savedSearches: 'Búsquedas guardadas',
      myProfile: 'Mi perfil',
      accountSettings: 'Configuración de la cuenta',
      postJob: 'Publicar un empleo',
      team: 'Equipo',
      caseManagers: 'Administradores de casos',
      clients: 'Clientes',
      reports: 'Informes',
      notices: 'Avisos',
      organizations: 'Organizaciones',
      users: 'Usuarios',
      jobPosts: 'Ofertas de empleo',
      numbers: 'Cifras',
      auditLog: 'Registro de auditoría',
    },
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
  },
  language: {
    switchTo: 'Cambiar el idioma a',
    changed: 'La página ahora está en español.',
    failed: 'No pudimos cambiar el idioma. Revise su conexión e intente otra vez.',
  },
  footer: {
    label: 'Información legal y contacto',
    copyright: '© {{year}} {{product}}',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    contact: 'Contacto',
  },
  home: {
    title: 'Empleos sin prejuicios',
    hero: {
      eyebrow: 'La plataforma de empleo sin prejuicios',
      heading: 'Primero sus habilidades. Una oportunidad justa de tener un buen trabajo.',
      lead: 'FairChance Jobs conecta a empleadores con personas preparadas que han tenido contacto con el sistema de justicia. Así, contratar empieza por lo que cada persona sabe hacer.',
      signUp: 'Registrarse',
      logIn: 'Iniciar sesión',
      haveAccount: '¿Ya tiene una cuenta?',
    },
    audiences: {
      heading: 'Una plataforma para todo el camino de regreso',
      jobSeekers: {
        title: 'Personas que buscan trabajo',
        body: 'Haga un perfil que muestre primero sus habilidades y experiencia. Encuentre empleadores que le dan la bienvenida y presente su solicitud en pocos pasos.',
        link: 'Más información para quienes buscan trabajo',
      },
      employers: {
        title: 'Empleadores',
        body: 'Encuentre candidatos motivados y preparados. Los perfiles no muestran datos personales hasta que usted pide una entrevista, así cada decisión empieza por las habilidades.',
        link: 'Más información para empleadores',
      },
      serviceProviders: {
        title: 'Proveedores de servicios',
        body: 'Apoye a las personas que atiende. Invite a sus administradores de casos, siga la búsqueda de empleo de cada cliente y tenga a su equipo en un solo lugar.',
        link: 'Más información para proveedores de servicios',
      },
    },
    steps: {
      heading: 'Cómo funciona',
      items: [
        {
          title: 'Haga un perfil',
          body: 'Cuente sus habilidades, trabajos anteriores, estudios y metas. Toma pocos minutos y lo puede cambiar cuando quiera.',
        },
        {
          title: 'Encuentre empleos para usted',
          body: 'Vea empleos de empresas que dicen que aceptan a personas con su historia.',
        },
        {
          title: 'Consiga el trabajo',
          body: 'Presente su solicitud contestando unas preguntas. Los empleadores ven sus habilidades antes que nada.',
        },
      ],
    },
    privacy: {
      heading: 'Su historia es suya',
      body: 'Sus antecedentes penales y lo que necesita de apoyo nunca se muestran a los empleadores. Su nombre y sus datos de contacto quedan ocultos hasta que un empleador pide una entrevista.',
      link: 'Lea nuestra política de privacidad',
    },
    closing: {
      heading: '¿Listo para una oportunidad justa?',
      body: 'Cree su cuenta en pocos minutos.',
      jobSeeker: 'Busco trabajo',
      employer: 'Quiero contratar',
      serviceProvider: 'Apoyo a personas que buscan trabajo',
    },
  },
  marketing: {
    contact: {
      heading: '¿Preguntas?',
      body: 'Nuestro equipo le ayuda con gusto.',
      link: 'Escríbanos a {{email}}',
    },
    jobSeekers: {
      title: 'Para quienes buscan trabajo',
      lead: 'Su pasado no decide su futuro. FairChance Jobs le ayuda a encontrar empleadores listos para contratarle por sus habilidades.',
      pointsHeading: 'Lo que puede hacer',
      points: [
        'Haga un solo perfil con sus habilidades, trabajos anteriores, estudios y licencias.',
        'Vea los empleos disponibles de empleadores que dan segundas oportunidades, y los empleos que le sugerimos.',
        'Presente su solicitud en pocos pasos contestando las preguntas del empleador.',
        'Conéctese con un proveedor de servicios de reintegración que le ayude con capacitación, vivienda, transporte y más.',
      ],
      privacy:
        'Nunca compartimos sus antecedentes penales con los empleadores. Su nombre y sus datos de contacto quedan ocultos hasta que un empleador pide una entrevista.',
      cta: 'Cree su perfil',
    },
    employers: {
      title: 'Para empleadores',
      lead: 'Encuentre personas motivadas y preparadas, y forme un equipo más fuerte. FairChance Jobs le conecta con personas que han tenido contacto con el sistema de justicia y están listas para trabajar.',
      pointsHeading: 'Cómo le ayuda a contratar',
      points: [
        'Publique empleos y diga qué tipos de delitos puede aceptar. Así solo le contactan candidatos que puede contratar.',
        'Revise a los solicitantes por sus habilidades, su experiencia y sus respuestas a sus propias preguntas.',
        'Los perfiles no muestran datos personales hasta que usted pide una entrevista. Así la primera selección se basa en las habilidades.',
        'Siga a cada candidato desde la solicitud hasta la contratación en un solo lugar.',
      ],
      cta: 'Registrarse como empleador',
    },
    serviceProviders: {
      title: 'Para proveedores de servicios',
      lead: 'Las organizaciones de reintegración preparan a las personas para trabajar. FairChance Jobs le da a su equipo un solo lugar para apoyar a sus clientes en su búsqueda de empleo.',
      pointsHeading: 'Lo que su organización puede hacer',
      points: [
        'Describa su organización, los servicios que ofrece y los condados donde trabaja.',
        'Invite a sus administradores de casos y vea los casos de cada uno.',
        'Siga las solicitudes y el progreso de sus clientes.',
        'Deje que le encuentren las personas que buscan apoyo cuando se registran.',
      ],
      cta: 'Registrarse como proveedor de servicios',
    },
  },
  legal: {
    contact: '¿Preguntas? Escriba a <mail>{{email}}</mail>.',
    terms: {
      title: 'Términos de uso',
      intro:
        'Estos términos son para todas las personas que usan FairChance Jobs. Al crear una cuenta, usted los acepta.',
      sections: [
        {
          heading: 'Quién puede usar FairChance Jobs',
          body: 'Debe tener por lo menos 16 años. Los empleadores y los proveedores de servicios deben tener permiso para actuar en nombre de su organización.',
        },
        {
          heading: 'Su cuenta',
          body: 'No comparta su contraseña y mantenga la información de su perfil verdadera. Usted es responsable de lo que pasa en su cuenta.',
        },
        {
          heading: 'Contratación justa y legal',
          body: 'Los empleadores se comprometen a seguir las leyes de segunda oportunidad y contra la discriminación. Usan la información de los candidatos solo para decidir a quién contratar. No la comparten fuera de su equipo de contratación.',
        },
        {
          heading: 'Uso aceptable',
          body: 'No publique empleos falsos. No acose a otras personas. No junte información que no le corresponde ni intente saltarse las protecciones de privacidad de la plataforma.',
        },
        {
          heading: 'No garantizamos empleo',
          body: 'FairChance Jobs ayuda a que personas que buscan trabajo y empleadores se encuentren. No podemos prometer que alguien tendrá una entrevista o un trabajo.',
        },
        {
          heading: 'Cambios y cierre de su cuenta',
          body: 'Podemos cambiar estos términos y le avisaremos de los cambios importantes. Puede pedirnos que cerremos su cuenta cuando quiera.',
        },
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      intro:
        'Solo pedimos lo necesario para ayudarle a encontrar trabajo o a contratar, y a cada persona le mostramos solo lo que necesita ver.',
      sections: [
        {
          heading: 'Qué información guardamos',
          body: 'Los datos de su cuenta: nombre, correo electrónico y teléfono. El perfil que usted decide hacer. Los empleos que publica o a los que presenta solicitud. Y la información técnica que necesitamos para mantener el servicio seguro.',
        },
        {
          heading: 'Qué ven los empleadores',
          body: 'Los empleadores ven sus habilidades, experiencia, estudios y respuestas a sus preguntas. Su nombre, sus datos de contacto y su dirección quedan ocultos hasta que piden una entrevista. Sus antecedentes penales, lo que necesita de apoyo y su información de diversidad nunca se muestran a los empleadores.',
        },
        {
          heading: 'Proveedores de servicios',
          body: 'Si usted elige un proveedor de servicios de reintegración, su personal puede ver su perfil para apoyarle. La información de diversidad solo se usa en totales anónimos.',
        },
        {
          heading: 'Lo que nunca hacemos',
          body: 'No vendemos su información personal y no la usamos para publicidad.',
        },
        {
          heading: 'Sus opciones',
          body: 'Puede ver y cambiar su perfil cuando quiera. También puede pedirnos una copia de su información o pedirnos que la borremos.',
        },
      ],
    },
  },
  errors: {
    api: {
      somethingWentWrong: CALL_MESSAGES_ES.somethingWentWrong,
      noConnection: CALL_MESSAGES_ES.noConnection,
      throttled: CALL_MESSAGES_ES.throttled,
      invalidCredentials: CALL_MESSAGES_ES.loginInvalidCredentials,
      emailInUse: CALL_MESSAGES_ES.signUpEmailInUse,
      invitationNotFound: CALL_MESSAGES_ES.signUpInvitationNotFound,
      resetInvalidToken: CALL_MESSAGES_ES.resetInvalidToken,
    },
    offline: {
      notice: 'Lo que ve puede no estar al día. Se actualizará cuando vuelva a tener conexión.',
      waiting: 'Esta página se cargará cuando vuelva a tener conexión.',
    },
    notFound: {
      title: 'No encontramos la página',
      body: 'No pudimos encontrar esa página. Puede que el enlace esté mal o que la página se haya movido.',
      home: 'Ir a la página de inicio',
    },
    forbidden: {
      title: 'Acceso denegado',
      body: 'Su cuenta no tiene acceso a esta página. Si cree que es un error, comuníquese con nosotros.',
      home: 'Ir a la página de inicio',
    },
    unexpected: {
      title: CALL_MESSAGES_ES.somethingWentWrong,
      body: 'No pudimos mostrar esta página. Intente otra vez.',
      reload: 'Volver a cargar la página',
    },
  },
  jobPosting: {
    sections: {
      details: 'Detalles del empleo',
      location: 'Ubicación',
      offenses: 'Categorías de delitos que acepta este empleo',
      responsibilities: 'Responsabilidades',
      skills: 'Habilidades y experiencia',
      pay: 'Pago',
      questions: 'Preguntas',
    },
    department: 'Departamento',
    typeOfWork: 'Tipo de trabajo',
    workingTime: 'Horario',
    startDate: 'Fecha de inicio',
    openPositions: 'Puestos abiertos',
    description: 'Descripción',
    experience: 'Experiencia',
    experienceLabel: 'Experiencia: {{level}}',
    trades: 'Oficios',
    salary: 'Rango de salario',
    bonuses: 'Bonos y beneficios',
    noResponsibilities: 'No hay responsabilidades en la lista.',
    noQuestions: 'La solicitud no hace preguntas.',
    questionsIntro: 'La solicitud pregunta:',
    noOffenses:
      'No eligió categorías de delitos: solo pueden postularse personas sin antecedentes.',
    noneInGroup: 'Ninguna',
  },
};
