/**
 * The client's profile as their organization sees it (docs/roles-and-permissions.md#cloaking):
 * contact, justice and offense history, support needs and the summary; never diversity data.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_SKILL_LABELS,
  FACILITY_LABELS,
  formatCalendarDate,
  formatPhone,
  JUSTICE_STATUS_LABELS,
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  RELEASED_AT_LABELS,
  STATE_OR_FEDERAL_LABELS,
  SUPPORT_NEED_LABELS,
  TIME_SERVED_LABELS,
  type Offense,
  type RspClient,
} from '@fairchance/shared';
import { localized } from '#web/i18n/labels.ts';
import { intlLocale } from '#web/i18n/format.ts';
import { Facts, Section } from './section.tsx';

export function ContactSection({ client }: { client: RspClient['client'] }) {
  const { t } = useTranslation();
  const street = client.address;
  const place = [client.city, [client.state, client.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title={t('rsp.client.contact.title')}>
      <Facts
        items={[
          [
            t('rsp.client.contact.email'),
            <a className="rsp-contact-link" href={`mailto:${client.email}`}>
              {client.email}
            </a>,
          ],
          [
            t('rsp.client.contact.phone'),
            client.phone ? (
              <a className="rsp-contact-link" href={`tel:${client.phone}`}>
                {formatPhone(client.phone)}
              </a>
            ) : null,
          ],
          [
            t('rsp.client.contact.address'),
            street || place ? (
              <>
                {street}
                {street && place ? <br /> : null}
                {place}
              </>
            ) : null,
          ],
          [t('rsp.client.contact.county'), client.county ?? null],
        ]}
      />
    </Section>
  );
}

export function JusticeSection({ client }: { client: RspClient['client'] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? null : value ? t('rsp.yes') : t('rsp.no');
  const offenses = new Set(client.offense ?? []);
  const groups = OFFENSE_GROUP_KEYS.map((group) => ({
    group,
    chosen: (OFFENSE_GROUPS[group] as readonly Offense[]).filter((offense) =>
      offenses.has(offense),
    ),
  })).filter(({ chosen }) => chosen.length > 0);
  const isIncarcerated = client.justiceStatus === 'currentlyIncarcerated';
  const hasSexualOffense = groups.some(({ group }) => group === 'offenseSexual');
  const facts: [string, ReactNode][] = [
    [
      t('rsp.client.justice.status'),
      client.justiceStatus ? localized(JUSTICE_STATUS_LABELS)[client.justiceStatus] : null,
    ],
  ];
  if (isIncarcerated) {
    facts.push(
      [
        t('rsp.client.justice.facility'),
        client.facility ? localized(FACILITY_LABELS)[client.facility] : null,
      ],
      [
        t('rsp.client.justice.expectedRelease'),
        client.expectedReleasedAt
          ? formatCalendarDate(client.expectedReleasedAt, intlLocale())
          : null,
      ],
      [t('rsp.client.justice.releaseCounty'), client.releasedCounty ?? null],
    );
  }
  if (client.justiceStatus !== 'noOffense') {
    facts.push(
      [
        t('rsp.client.justice.timeServed'),
        client.timeServed ? localized(TIME_SERVED_LABELS)[client.timeServed] : null,
      ],
      [
        t('rsp.client.justice.releasedAt'),
        client.releasedAt ? localized(RELEASED_AT_LABELS)[client.releasedAt] : null,
      ],
      [
        t('rsp.client.justice.stateOrFederal'),
        client.stateOrFederal ? localized(STATE_OR_FEDERAL_LABELS)[client.stateOrFederal] : null,
      ],
    );
  }
  if (hasSexualOffense) {
    facts.push(
      [t('rsp.client.justice.registry'), yesNo(client.sexualOffenderRegistry)],
      [t('rsp.client.justice.sbn'), yesNo(client.sbn)],
    );
  }
  return (
    <Section title={t('rsp.client.justice.title')}>
      <Facts items={facts} />
      <h3 className="rsp-card__subtitle">{t('rsp.client.justice.offenses')}</h3>
      {groups.length === 0 ? (
        <p className="rsp-muted">{t('rsp.client.justice.noOffenses')}</p>
      ) : (
        <dl className="rsp-facts">
          {groups.map(({ group, chosen }) => (
            <div key={group} className="rsp-facts__item">
              <dt>{localized(OFFENSE_GROUP_LABELS)[group]}</dt>
              <dd>{chosen.map((offense) => localized(OFFENSE_LABELS)[offense]).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function SupportSection({ client }: { client: RspClient['client'] }) {
  const { t } = useTranslation();
  const support = client.support ?? [];
  return (
    <Section title={t('rsp.client.support.title')}>
      {support.length === 0 ? (
        <p className="rsp-muted">{t('rsp.client.support.none')}</p>
      ) : (
        <ul className="rsp-tags">
          {support.map((need) => (
            <li key={need} className="rsp-tag">
              {localized(SUPPORT_NEED_LABELS)[need]}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SummarySection({ client }: { client: RspClient['client'] }) {
  const { t } = useTranslation();
  if (!client.personalSummary && client.experience.length === 0) return null;
  return (
    <Section title={t('rsp.client.summary.title')}>
      {client.personalSummary && <p className="rsp-prose">{client.personalSummary}</p>}
      {client.experience.length > 0 && (
        <>
          <h3 className="rsp-card__subtitle">{t('rsp.client.summary.skills')}</h3>
          <ul className="rsp-tags">
            {client.experience.map((skill) => (
              <li key={skill} className="rsp-tag">
                {localized(EXPERIENCE_SKILL_LABELS)[skill]}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
