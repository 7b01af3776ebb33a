/** The jobs the client applied to, with each application's status. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_LABELS, type RspClient } from '@fairchance/shared';
import { formatDate, nameOf } from '#web/features/rsp/lib/format.ts';
import { localized } from '#web/i18n/labels.ts';
import { Section } from './section.tsx';

export function ApplicationsSection({ rspClient }: { rspClient: RspClient }) {
  const { t, i18n } = useTranslation();
  const applications = rspClient.applications ?? [];
  const captionId = useId();
  return (
    <Section title={t('rsp.client.applications.title')}>
      {applications.length === 0 ? (
        <p className="rsp-muted">{t('rsp.client.applications.empty')}</p>
      ) : (
        // On a narrow screen the table scrolls sideways in its box, which the keyboard can reach.
        <div className="data-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="data-table rsp-table">
            <caption id={captionId} className="visually-hidden">
              {t('rsp.client.applications.caption', { name: nameOf(rspClient.client) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('rsp.client.applications.job')}</th>
                <th scope="col">{t('rsp.client.applications.employer')}</th>
                <th scope="col">{t('rsp.client.applications.status')}</th>
                <th scope="col">{t('rsp.client.applications.date')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row">{application.jobTitle}</th>
                  <td>{application.employerName}</td>
                  <td>
                    <span className={`rsp-badge rsp-badge--application-${application.status}`}>
                      {localized(APPLICATION_STATUS_LABELS)[application.status]}
                    </span>
                  </td>
                  <td className="rsp-table__nowrap">
                    {formatDate(application.createdAt, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
