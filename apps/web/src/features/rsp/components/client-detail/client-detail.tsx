/**
 * One client as their organization sees them (docs/rules.md,
 * docs/roles-and-permissions.md#cloaking): contact, address, justice and offense history, support
 * needs and applications; never diversity data (the server does not send it). The status, the case
 * manager (owner), case notes and the check-ins after a hire are kept here.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RspClient } from '@fairchance/shared';
import { paths } from '#web/config/paths.ts';
import { useMarkRspClientSeen } from '#web/features/rsp/api/mark-rsp-client-seen.ts';
import { formatDate, nameOf } from '#web/features/rsp/lib/format.ts';
import { StatusBadge } from '#web/features/rsp/components/clients-list.tsx';
import { ApplicationsSection } from './applications-section.tsx';
import { CheckInsSection } from './check-ins-section.tsx';
import { ManageSection } from './manage-form.tsx';
import { NotesSection } from './notes-section.tsx';
import {
  ContactSection,
  JusticeSection,
  SummarySection,
  SupportSection,
} from './profile-sections.tsx';
import '#web/features/rsp/components/rsp.css';

export interface ClientDetailProps {
  rspId: string;
  rspClient: RspClient;
  isOwner: boolean;
}

export function ClientDetail({ rspId, rspClient, isOwner }: ClientDetailProps) {
  const { t, i18n } = useTranslation();
  const { client } = rspClient;
  // Opening the client is looking at it: its changes are no longer new, its notices read
  // (docs/rules.md#client-activity-and-notices).
  const { mutate: markSeen } = useMarkRspClientSeen(rspId, rspClient.id);
  useEffect(() => markSeen(), [markSeen]);

  return (
    <div className="rsp-client">
      <div className="rsp-client__summary">
        <StatusBadge status={rspClient.status} />
        <span>
          {t('rsp.client.assignedTo', {
            name: rspClient.caseManager
              ? nameOf(rspClient.caseManager)
              : t('rsp.clients.unassigned'),
          })}
        </span>
        <span className="rsp-muted">
          {t('rsp.client.since', { date: formatDate(rspClient.createdAt, i18n.language) })}
        </span>
      </div>
      <div className="rsp-client__columns">
        <div className="rsp-client__main">
          <ContactSection client={client} />
          <JusticeSection client={client} />
          <SupportSection client={client} />
          <SummarySection client={client} />
          <ApplicationsSection rspClient={rspClient} />
          <CheckInsSection rspId={rspId} clientId={rspClient.id} />
        </div>
        <div className="rsp-client__side">
          <ManageSection rspId={rspId} rspClient={rspClient} isOwner={isOwner} />
          <NotesSection rspId={rspId} rspClient={rspClient} />
        </div>
      </div>
    </div>
  );
}

export function BackToClients() {
  const { t } = useTranslation();
  return (
    <Link to={paths.rsp.clients} className="rsp-back-link">
      <span aria-hidden="true">← </span>
      {t('rsp.client.back')}
    </Link>
  );
}
