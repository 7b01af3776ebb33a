/**
 * Spanish labels of every value list, one map per list, typed by the list so that a missing value
 * is a type error. Values stay as they are (the API stores and checks the values, never a label);
 * only what people read changes. Proper names (counties, facilities, organizations) keep their
 * names. `labelsIn` picks the map for a language.
 */
import type { Role, MediaKind, UserType } from './auth.ts';
import {
  ETHNICITIES,
  ethnicityParts,
  type Age,
  type BaseEthnicity,
  type Ethnicity,
  type Gender,
  type MaritalStatus,
  type Orientation,
  type Religion,
  type VeteranStatus,
} from './diversity.ts';
import type { Industry, NumberOfEmployees, YearsInBusiness } from './employer.ts';
import type { OTHER_FACILITIES } from './geography.ts';
import {
  FACILITIES,
  US_STATE_NAMES,
  WISCONSIN_COUNTIES,
  type Facility,
  type UsStateCode,
  type WisconsinCounty,
} from './geography.ts';
import type {
  ApplicationStatus,
  ExperienceLevel,
  JobStatus,
  SalaryKind,
  TypeOfWork,
  WorkingTime,
} from './job.ts';
import type { JusticeStatus, ReleasedAt, StateOrFederal, TimeServed, YesNo } from './justice.ts';
import type {
  FairChanceFlag,
  JobModerationView,
  JobReportReason,
  OrganizationClaimStatus,
} from './moderation.ts';
import type { Offense, OffenseGroup } from './offenses.ts';
import type {
  ExperienceSkill,
  Language,
  LanguageLevel,
  PersonalStrength,
  ReferredBy,
  SupportNeed,
} from './profile.ts';
import { REENTRY_PROVIDER_DETAILS, type ReentryProvider } from './providers.ts';
import type {
  CaseManagerPosition,
  RspAttentionReason,
  RspClientEventKind,
  RspClientStatus,
  RspNoticeEmails,
  RspRole,
} from './rsp.ts';

export const ROLE_LABELS_ES: Record<Role, string> = {
  client: 'Persona que busca trabajo',
  employer: 'Empleador',
  rsp: 'Proveedor de servicios de reintegración',
};

export const USER_TYPE_LABELS_ES: Record<UserType, string> = {
  ...ROLE_LABELS_ES,
  staff: 'Personal de la plataforma',
};

export const MEDIA_KIND_LABELS_ES: Record<MediaKind, string> = {
  avatar: 'Foto de perfil',
  image: 'Imagen',
};

export const JUSTICE_STATUS_LABELS_ES: Record<JusticeStatus, string> = {
  noOffense: 'Sin delitos',
  freeWorld: 'En libertad',
  probation: 'Libertad a prueba (probation)',
  parole: 'Libertad condicional (parole)',
  halfwayHouse: 'Casa de transición',
  extendedSupervision: 'Supervisión extendida',
  currentlyIncarcerated: 'En prisión ahora',
};

export const TIME_SERVED_LABELS_ES: Record<TimeServed, string> = {
  under1: 'Menos de 1 año',
  '1to2': 'De 1 a 2 años',
  '2to5': 'De 2 a 5 años',
  '5to7': 'De 5 a 7 años',
  '7to10': 'De 7 a 10 años',
  '10to20': 'De 10 a 20 años',
  '20plus': '20 años o más',
  none: 'Ninguno',
};

export const RELEASED_AT_LABELS_ES: Record<ReleasedAt, string> = {
  under1: 'Hace menos de 1 año',
  '1to2': 'Hace 1 a 2 años',
  '2to3': 'Hace 2 a 3 años',
  '3to5': 'Hace 3 a 5 años',
  '5to10': 'Hace 5 a 10 años',
  '10plus': 'Hace 10 años o más',
  notCompleted: 'Todavía no termina',
};

export const STATE_OR_FEDERAL_LABELS_ES: Record<StateOrFederal, string> = {
  state: 'Estatal',
  federal: 'Federal',
  both: 'Los dos',
};

export const YES_NO_LABELS_ES: Record<YesNo, string> = { yes: 'Sí', no: 'No' };

export const OFFENSE_GROUP_LABELS_ES: Record<OffenseGroup, string> = {
  offenseDrugs: 'Drogas',
  offensePropertyDamage: 'Daños a la propiedad',
  offenseSexual: 'Sexuales',
  offenseTheft: 'Robo',
  offenseViolent: 'Violentos',
  offenseWhiteCollar: 'De cuello blanco',
  offenseMotorVehicle: 'Vehículos',
};

export const OFFENSE_LABELS_ES: Record<Offense, string> = {
  possession: 'Posesión',
  distribution: 'Distribución',
  vandalism: 'Vandalismo',
  arson: 'Incendio provocado',
  sexualAssault: 'Agresión sexual',
  statutoryRape: 'Relaciones con menor de edad',
  pornography: 'Pornografía',
  robbery: 'Asalto o robo con violencia',
  identityTheft: 'Robo de identidad',
  burglary: 'Robo en casa o negocio',
  homicide: 'Homicidio',
  manslaughter: 'Homicidio sin intención',
  recklessEndangerment: 'Poner en peligro a otros',
  domesticViolence: 'Violencia doméstica',
  battery: 'Agresión física',
  fraud: 'Fraude',
  embezzlement: 'Malversación de fondos',
  moneyLaundering: 'Lavado de dinero',
  bailJumping: 'No cumplir la fianza',
  diuDwi: 'Manejar en estado de ebriedad (DUI / DWI)',
  hitAndRun: 'Huir después de un accidente',
  fleeingPolice: 'Huir de la policía',
  vehicularHomicide: 'Homicidio con vehículo',
  vehicularManslaughter: 'Homicidio sin intención con vehículo',
};

export const PERSONAL_STRENGTH_LABELS_ES: Record<PersonalStrength, string> = {
  communicatesWell: 'Se comunica bien',
  willingToLearn: 'Quiere aprender',
  notAfraidOfRejection: 'No tiene miedo al rechazo',
  worksWellWithOthers: 'Trabaja bien con otros',
  dealsWellWithChange: 'Se adapta bien a los cambios',
  writesWell: 'Escribe bien',
  readWell: 'Lee bien',
  peoplePerson: 'Sabe tratar con la gente',
  creative: 'Creativo',
  problemSolver: 'Resuelve problemas',
  leadsByExample: 'Da el ejemplo',
  goodWithTechnology: 'Bueno con la tecnología',
  managesTimeWell: 'Maneja bien su tiempo',
  positiveAttitude: 'Actitud positiva',
  personalAwareness: 'Se conoce a sí mismo',
  reliable: 'Confiable',
  hardWorking: 'Trabajador',
  detailOriented: 'Atento a los detalles',
  punctual: 'Puntual',
  trustworthyHonest: 'Honesto / de confianza',
};

export const EXPERIENCE_SKILL_LABELS_ES: Record<ExperienceSkill, string> = {
  construction: 'Construcción',
  retail: 'Ventas en tienda',
  hospitality: 'Hotelería y restaurantes',
  landscaping: 'Jardinería',
  deliveryDriver: 'Repartidor',
  truckDriver: 'Chofer de camión',
  warehouse: 'Almacén',
  carpentry: 'Carpintería',
  technology: 'Tecnología',
  generalLabor: 'Trabajo general',
  salesMarketing: 'Ventas / mercadeo',
  janitorial: 'Limpieza',
  electrician: 'Electricista',
  welding: 'Soldadura',
  plumbing: 'Plomería',
  finance: 'Finanzas',
  education: 'Educación',
  entertainment: 'Entretenimiento',
  healthcare: 'Salud',
  manufacturing: 'Fábrica / manufactura',
  operations: 'Operaciones',
  engineering: 'Ingeniería',
  customerService: 'Servicio al cliente',
  cncRobotics: 'Máquinas CNC / robótica',
  nursing: 'Enfermería',
  publicService: 'Servicio público',
};

export const SUPPORT_NEED_LABELS_ES: Record<SupportNeed, string> = {
  employment: 'Empleo',
  resume: 'Ayuda con el currículum',
  interviewPreparation: 'Prepararse para entrevistas',
  jobTraining: 'Capacitación para el trabajo',
  education: 'Estudios',
  basicTechSkills: 'Uso básico de computadora',
  housing: 'Vivienda',
  transportation: 'Transporte',
  food: 'Comida',
  clothing: 'Ropa',
  basicHygieneSupport: 'Artículos de higiene',
  healthcare: 'Atención médica',
  mentalHealth: 'Salud mental',
  substanceUseTreatment: 'Tratamiento por uso de drogas o alcohol',
  childCare: 'Cuidado de niños',
  familyReunification: 'Reunirse con la familia',
  domesticViolence: 'Apoyo por violencia doméstica',
  legalAid: 'Ayuda legal',
  recordExpungement: 'Borrar antecedentes penales',
  identificationDocuments: 'Documentos de identidad',
  financialLiteracy: 'Manejo del dinero',
  publicBenefits: 'Beneficios públicos',
  mentoring: 'Mentoría',
  phoneAccess: 'Acceso a teléfono',
  childSupport: 'Manutención de hijos',
};

export const LANGUAGE_LABELS_ES: Record<Language, string> = {
  english: 'Inglés',
  spanish: 'Español',
  french: 'Francés',
  chinese: 'Chino',
  german: 'Alemán',
  russian: 'Ruso',
  vietnamese: 'Vietnamita',
  tagalog: 'Tagalo',
  arabic: 'Árabe',
  korean: 'Coreano',
};

export const LANGUAGE_LEVEL_LABELS_ES: Record<LanguageLevel, string> = {
  elementary: 'Muy poco',
  basic: 'Básico',
  professional: 'Profesional',
  nativeBilingual: 'Nativo / bilingüe',
};

export const REFERRED_BY_LABELS_ES: Record<ReferredBy, string> = {
  caseManagerServicesProvider: 'Administrador de casos / proveedor de servicios',
  probationParoleOfficerSocialWorker: 'Oficial de libertad condicional / trabajador social',
  newsletter: 'Boletín',
  socialMedia: 'Redes sociales',
  newsMedia: 'Noticias',
  familyFriends: 'Familia / amigos',
  other: 'Otro',
};

export const GENDER_LABELS_ES: Record<Gender, string> = {
  female: 'Mujer',
  male: 'Hombre',
  nonBinary: 'No binario',
  genderFluid: 'Género fluido',
  intersex: 'Intersexual',
  transgender: 'Transgénero',
  preferNotToSay: 'Prefiero no decir',
};

export const ORIENTATION_LABELS_ES: Record<Orientation, string> = {
  gay: 'Gay',
  queer: 'Queer',
  heterosexual: 'Heterosexual',
  bisexual: 'Bisexual',
  lesbian: 'Lesbiana',
};

export const RELIGION_LABELS_ES: Record<Religion, string> = {
  christianity: 'Cristianismo',
  hinduism: 'Hinduismo',
  islam: 'Islam',
  judaism: 'Judaísmo',
  rastafarianism: 'Rastafarismo',
  sikhism: 'Sijismo',
  taoism: 'Taoísmo',
  buddhism: 'Budismo',
  agnostic: 'Agnóstico',
  otherReligion: 'Otra religión',
  noReligion: 'Sin religión',
};

export const MARITAL_STATUS_LABELS_ES: Record<MaritalStatus, string> = {
  single: 'Soltero/a',
  married: 'Casado/a',
  widowed: 'Viudo/a',
  divorced: 'Divorciado/a',
  separated: 'Separado/a',
  domesticPartnership: 'Unión libre',
};

export const AGE_LABELS_ES: Record<Age, string> = {
  '16-24': '16-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45-54': '45-54',
  '55-64': '55-64',
  '65+': '65 o más',
};

export const VETERAN_STATUS_LABELS_ES: Record<VeteranStatus, string> = {
  active: 'Veterano con servicio activo en guerra o con insignia de campaña',
  medal: 'Veterano con medalla de servicio de las Fuerzas Armadas',
  disabled: 'Veterano con discapacidad',
  protectedNotIdentify: 'Veterano protegido, sin especificar la clase',
  protected: 'Veterano protegido',
  notVeteran: 'No soy veterano',
  notIdentify: 'Prefiero no decir',
  recentlySeparated: 'Veterano que dejó el servicio hace poco',
};

export const BASE_ETHNICITY_LABELS_ES: Record<BaseEthnicity, string> = {
  blackAfricanAmerican: 'Negro / afroamericano',
  white: 'Blanco',
  latinxHispanic: 'Latino / hispano',
  eastAsian: 'Asiático del este',
  nativeAmericanIndigenous: 'Nativo americano / indígena',
  pacificIslander: 'De las islas del Pacífico',
  southAsian: 'Asiático del sur',
  southeastAsian: 'Asiático del sudeste',
};

export const ETHNICITY_LABELS_ES = Object.fromEntries(
  ETHNICITIES.map((value) => [
    value,
    ethnicityParts(value)
      .map((part) => BASE_ETHNICITY_LABELS_ES[part])
      .join(' y '),
  ]),
) as Record<Ethnicity, string>;

export const YEARS_IN_BUSINESS_LABELS_ES: Record<YearsInBusiness, string> = {
  '0-3': '0-3 años',
  '3-5': '3-5 años',
  '5-10': '5-10 años',
  '10+': 'Más de 10 años',
};

export const NUMBER_OF_EMPLOYEES_LABELS_ES: Record<NumberOfEmployees, string> = {
  '1-50': '1-50',
  '51-200': '51-200',
  '201-500': '201-500',
  '501-1000': '501-1000',
  '1001-5000': '1001-5000',
  '5001-10000': '5001-10 000',
  '10000+': 'Más de 10 000',
};

export const INDUSTRY_LABELS_ES: Record<Industry, string> = {
  accounting: 'Contabilidad',
  administrativeSupport: 'Apoyo administrativo',
  agriculture: 'Agricultura',
  automotive: 'Automotriz',
  construction: 'Construcción',
  customerService: 'Servicio al cliente',
  education: 'Educación',
  energyUtilities: 'Energía / servicios públicos',
  finance: 'Finanzas',
  foodService: 'Servicio de comida',
  healthcare: 'Salud',
  hospitality: 'Hotelería y restaurantes',
  informationTechnology: 'Tecnología de la información',
  landscaping: 'Jardinería',
  logistics: 'Logística',
  manufacturing: 'Manufactura',
  nonprofit: 'Organización sin fines de lucro',
  publicService: 'Servicio público',
  realEstate: 'Bienes raíces',
  retail: 'Ventas en tienda',
  transportation: 'Transporte',
  warehousing: 'Almacenes',
  other: 'Otro',
};

/** Counties keep their names; only the word "County" changes. */
export const WISCONSIN_COUNTY_LABELS_ES = Object.fromEntries(
  WISCONSIN_COUNTIES.map((county) => [county, `Condado de ${county}`]),
) as Record<WisconsinCounty, string>;

const OTHER_FACILITY_LABELS_ES: Record<(typeof OTHER_FACILITIES)[number], string> = {
  'County jail': 'Cárcel del condado',
  'Federal facility': 'Centro federal',
  Other: 'Otro',
};

/** Facilities keep their names, except the three generic choices. */
export const FACILITY_LABELS_ES = Object.fromEntries(
  FACILITIES.map((facility) => [
    facility,
    (OTHER_FACILITY_LABELS_ES as Partial<Record<Facility, string>>)[facility] ?? facility,
  ]),
) as Record<Facility, string>;

/** The names Spanish speakers use; most states keep theirs. */
export const US_STATE_LABELS_ES: Record<UsStateCode, string> = {
  ...US_STATE_NAMES,
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NJ: 'Nueva Jersey',
  NH: 'Nuevo Hampshire',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  TN: 'Tennessee',
  VA: 'Virginia',
  WV: 'Virginia Occidental',
  AS: 'Samoa Americana',
  MP: 'Islas Marianas del Norte',
  PR: 'Puerto Rico',
  VI: 'Islas Vírgenes de EE. UU.',
};

export const TYPE_OF_WORK_LABELS_ES: Record<TypeOfWork, string> = {
  onsite: 'En el lugar de trabajo',
  remote: 'Desde casa',
  hybrid: 'Híbrido',
  inPerson: 'En persona',
};

export const WORKING_TIME_LABELS_ES: Record<WorkingTime, string> = {
  fullTime: 'Tiempo completo',
  partTime: 'Medio tiempo',
  contractor: 'Contratista',
  seasonal: 'De temporada',
};

export const EXPERIENCE_LEVEL_LABELS_ES: Record<ExperienceLevel, string> = {
  low: 'Sin experiencia',
  entry: 'Nivel inicial',
  mid: 'Nivel medio',
  high: 'Con experiencia',
  professional: 'Profesional',
};

export const SALARY_KIND_LABELS_ES: Record<SalaryKind, string> = {
  hourly: 'Por hora',
  yearly: 'Por año',
};

export const JOB_STATUS_LABELS_ES: Record<JobStatus, string> = {
  active: 'Activo',
  paused: 'En pausa',
};

export const APPLICATION_STATUS_LABELS_ES: Record<ApplicationStatus, string> = {
  applied: 'Solicitud enviada',
  interview: 'Entrevista',
  hired: 'Contratado',
  rejected: 'No seleccionado',
  expired: 'Vencida',
  notAFit: 'No es adecuado',
  withdrawn: 'Retirada',
};

export const RSP_ROLE_LABELS_ES: Record<RspRole, string> = {
  owner: 'Dueño',
  member: 'Miembro',
};

export const CASE_MANAGER_POSITION_LABELS_ES: Record<CaseManagerPosition, string> = {
  hrDirector: 'Director de recursos humanos',
  operationManager: 'Gerente de operaciones',
  supervisor: 'Supervisor',
  caseManager: 'Administrador de casos',
};

export const RSP_CLIENT_STATUS_LABELS_ES: Record<RspClientStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  closed: 'Cerrado',
};

/** Organizations keep their names; the two choices that are not an organization are translated. */
export const REENTRY_PROVIDER_LABELS_ES = Object.fromEntries(
  Object.entries(REENTRY_PROVIDER_DETAILS).map(([key, details]) => [key, details.name]),
) as Record<ReentryProvider, string>;
REENTRY_PROVIDER_LABELS_ES.reentryPipeline = 'Necesito un programa de reintegración';
REENTRY_PROVIDER_LABELS_ES.other = 'Otro';

/** What each provider offers, in Spanish (REENTRY_PROVIDER_DETAILS[...].description). */
export const REENTRY_PROVIDER_DESCRIPTIONS_ES: Record<ReentryProvider, string> = {
  myWayOut:
    'Un programa de reintegración en Milwaukee. Le acompaña en los meses antes y después de salir, ' +
    'le ayuda a ponerse metas y le conecta con clases para prepararse para el trabajo, mentoría y ' +
    'trabajos de transición con empleadores de la zona.',
  goodwillIndustriesNcw:
    'Capacitación, colocación en empleos y administración de casos para personas que salen de ' +
    'prisión en el centro norte y el noreste de Wisconsin. También ayuda con vivienda, transporte ' +
    'y otras necesidades básicas para mantener un trabajo nuevo.',
  eata:
    'Ayuda para encontrar trabajo y apoyo de transición en el área de Milwaukee: orientación ' +
    'laboral, referencias a capacitación y seguimiento después de conseguir empleo, para que el ' +
    'primer trabajo dure.',
  employMilwaukee:
    'La junta de desarrollo laboral del condado de Milwaukee. Sus servicios de reintegración ' +
    'ofrecen planes de carrera, capacitación pagada, contactos con empleadores y servicios de ' +
    'apoyo para adultos con antecedentes penales.',
  wowWorks:
    'Servicios de empleo para los condados de Waukesha, Ozaukee y Washington: ayuda para buscar ' +
    'trabajo, fondos para capacitación y orientación laboral, también para personas bajo ' +
    'supervisión o que salieron hace poco.',
  wrtpMilwaukee:
    'Capacitación antes del aprendizaje de oficios para construcción, manufactura y otros oficios ' +
    'en el área de Milwaukee. Le ayuda a entrar a programas de aprendizaje y a trabajos que ' +
    'mantienen a una familia.',
  wrtpWisconsin:
    'Capacitación en oficios en todo el estado y preparación para programas de aprendizaje: ' +
    'preparación para exámenes, ayuda para recuperar la licencia de manejo y empleos con ' +
    'empresas de construcción y manufactura en todo Wisconsin.',
  reentryPipeline:
    '¿Todavía no trabaja con un proveedor? Le conectaremos con un proveedor de servicios de ' +
    'reintegración cerca de usted. Le responderemos en 24 a 48 horas.',
  other: 'Otra organización que le apoya.',
};

export const RSP_CLIENT_EVENT_LABELS_ES: Record<RspClientEventKind, string> = {
  applied: 'Solicitó empleo',
  interview: 'Entrevista pedida',
  hired: 'Contratado',
  rejected: 'Rechazado',
  notAFit: 'No encaja',
  withdrawn: 'Retiró una solicitud',
  profileUpdated: 'Perfil actualizado',
  stoppedSharing: 'Dejó de compartir',
};

export const RSP_ATTENTION_REASON_LABELS_ES: Record<RspAttentionReason, string> = {
  followUpDue: 'Seguimiento pendiente',
  interview: 'Entrevista próxima',
  inactive: 'Sin actividad en 14 días',
  noApplication: 'Sin solicitudes en 30 días',
};

export const RSP_NOTICE_EMAIL_LABELS_ES: Record<RspNoticeEmails, string> = {
  daily: 'Una vez al día, un resumen',
  immediate: 'Cada cambio en el momento',
  off: 'Nunca',
};

export const JOB_REPORT_REASON_LABELS_ES: Record<JobReportReason, string> = {
  scam: 'Estafa',
  discriminatory: 'Lenguaje discriminatorio',
  notARealJob: 'No es un empleo real',
  other: 'Otro',
};

export const FAIR_CHANCE_FLAG_LABELS_ES: Record<FairChanceFlag, string> = {
  blanketExclusion: 'Rechaza a personas con antecedentes',
  backgroundCheck: 'Pide una verificación de antecedentes',
};

export const JOB_MODERATION_VIEW_LABELS_ES: Record<JobModerationView, string> = {
  attention: 'Señalados o denunciados',
  unpublished: 'Despublicados',
};

export const ORGANIZATION_CLAIM_STATUS_LABELS_ES: Record<OrganizationClaimStatus, string> = {
  pending: 'En espera del personal',
  approved: 'Aprobada',
  declined: 'Rechazada',
};
