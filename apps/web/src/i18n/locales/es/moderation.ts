/** Las ofertas de empleo y las organizaciones de la consola del personal, en español (misma forma que ../en/moderation.ts). */
import type { Catalogue } from '#web/i18n/locales/catalogue.ts';

export const moderation: Catalogue['moderation'] = {
  jobPosts: {
    title: 'Ofertas de empleo',
    description:
      'Ofertas que marca la revisión de lenguaje de segunda oportunidad y ofertas que denuncian las personas que buscan empleo. Al retirar una oferta, nadie que busca empleo la ve; el empleador recibe su motivo por correo.',
    view: 'Mostrar',
    searchLabel: 'Buscar por puesto o empresa',
    listLabel: 'Ofertas de empleo',
    emptyTitle: 'No hay ofertas aquí',
    emptyAttention: 'Ahora no hay ofertas marcadas ni denunciadas.',
    emptyUnpublished: 'No hay ofertas retiradas.',
    emptySearch: 'Ninguna oferta coincide con su búsqueda.',
    postedOn: 'Publicada el {{date}} por {{company}}',
    flags: 'Revisión de lenguaje',
    reports_one: '{{count}} denuncia abierta',
    reports_other: '{{count}} denuncias abiertas',
    reportLine: '{{reason}}, el {{date}}',
    noReports: 'No hay denuncias abiertas.',
    unpublishedOn: 'Retirada el {{date}}. Motivo: {{reason}}',
    employerStatus: 'Estado que puso el empleador: {{status}}',
    unpublish: 'Retirar',
    restore: 'Volver a publicar',
    unpublishTitle: 'Retirar «{{title}}»',
    unpublishDescription:
      'Las personas que buscan empleo ya no verán esta oferta. Sus denuncias abiertas se cierran. El empleador recibe su motivo por correo y puede seguir editando la oferta.',
    restoreTitle: 'Volver a publicar «{{title}}»',
    restoreDescription:
      'La oferta vuelve al estado que le había puesto el empleador. El empleador recibe su motivo por correo.',
    unpublished: '«{{title}}» está retirada.',
    restored: '«{{title}}» está publicada de nuevo.',
    conflict: 'Otra persona ya cambió esta oferta. La lista está al día.',
  },
  organizations: {
    title: 'Organizaciones',
    description:
      'Los dueños piden administrar un proveedor de reintegración de la lista. Compruebe quiénes son y luego apruebe o rechace. Reciben su respuesta por correo.',
    claimsHeading: 'Solicitudes',
    status: 'Estado',
    claimsSearchLabel: 'Buscar por organización, nombre o correo',
    claimsLabel: 'Solicitudes',
    claimsEmptyTitle: 'No hay solicitudes aquí',
    claimsEmptyBody: 'Ninguna solicitud tiene este estado.',
    claimsEmptySearch: 'Ninguna solicitud coincide con su búsqueda.',
    askedBy: '{{name}} ({{email}}) lo pidió el {{date}}',
    theySay: 'Lo que dice',
    decided: '{{status}} el {{date}}. Motivo: {{reason}}',
    approve: 'Aprobar',
    decline: 'Rechazar',
    approveTitle: 'Aprobar la solicitud de {{organization}}',
    approveDescription:
      '{{name}} pasa a ser dueño de {{organization}} y completa su perfil. Recibe un correo.',
    declineTitle: 'Rechazar la solicitud de {{organization}}',
    declineDescription: '{{name}} recibe su motivo por correo y puede volver a pedirlo.',
    approved: '{{name}} ya administra {{organization}}.',
    declined: 'La solicitud de {{organization}} está rechazada.',
    conflict:
      'Esta solicitud ya no se puede aprobar: ya se decidió o la organización ya tiene dueño. La lista está al día.',
    providersHeading: 'Proveedores de la lista',
    providersSearchLabel: 'Buscar por nombre',
    providersCaption: 'Proveedores de reintegración de la lista',
    providersEmptyTitle: 'No se encontraron proveedores',
    providersEmptyBody: 'Ningún proveedor de la lista coincide con su búsqueda.',
    columns: {
      name: 'Organización',
      owner: 'Dueño',
      pendingClaims: 'Solicitudes pendientes',
    },
    noOwner: 'Todavía sin dueño',
  },
};
