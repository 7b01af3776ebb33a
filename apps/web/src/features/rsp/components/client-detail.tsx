/**
 * One client as their organization sees them (docs/rules.md,
 * docs/roles-and-permissions.md#cloaking): contact, address, justice and offense history, support
 * needs and applications; never diversity data (the server does not send it). The status, the case
 * manager (owner) and case notes are kept here.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  APPLICATION_STATUS_LABELS,
  CreateRspClientNoteRequestSchema,
  EXPERIENCE_SKILL_LABELS,
  FACILITY_LABELS,
  formatPhone,
  JUSTICE_STATUS_LABELS,
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUP_LABELS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  RELEASED_AT_LABELS,
  RSP_CLIENT_STATUS_LABELS,
  RSP_CLIENT_STATUSES,
  STATE_OR_FEDERAL_LABELS,
  SUPPORT_NEED_LABELS,
  TIME_SERVED_LABELS,
  type CaseManager,
  type Offense,
  type RspClient,
  type RspClientStatus,
  type UpdateRspClientRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { createRspClientNote } from '#web/features/rsp/api/create-rsp-client-note.ts';
import { useCaseManagerOptions } from '#web/features/rsp/api/get-case-managers.ts';
import { rspQueryKeys } from '#web/features/rsp/api/keys.ts';
import { updateRspClient } from '#web/features/rsp/api/update-rsp-client.ts';
import { formatDate, formatDateTime, nameOf } from '#web/features/rsp/lib/format.ts';
import { StatusBadge } from './clients-list.tsx';
import './rsp.css';
import { localized, localizedOptions } from '#web/i18n/labels.ts';

const statusOptions = () => localizedOptions(RSP_CLIENT_STATUSES, RSP_CLIENT_STATUS_LABELS);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="rsp-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of label / value pairs; empty values say 'Not provided'. */
function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className="rsp-facts">
      {items.map(([label, value]) => (
        <div key={label} className="rsp-facts__item">
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <span className="rsp-muted">{t('rsp.notProvided')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ContactSection({ client }: { client: RspClient['client'] }) {
  const { t } = useTranslation();
  const street = client.address;
  const place = [client.city, [client.state, client.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title={t('rsp.client.contact.title')}>
      <Facts
        items={[
          [t('rsp.client.contact.email'), <a href={`mailto:${client.email}`}>{client.email}</a>],
          [
            t('rsp.client.contact.phone'),
            client.phone ? <a href={`tel:${client.phone}`}>{formatPhone(client.phone)}</a> : null,
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

function JusticeSection({ client }: { client: RspClient['client'] }) {
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
      [t('rsp.client.justice.expectedRelease'), client.expectedReleasedAt ?? null],
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

function SupportSection({ client }: { client: RspClient['client'] }) {
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

function SummarySection({ client }: { client: RspClient['client'] }) {
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

function ApplicationsSection({ rspClient }: { rspClient: RspClient }) {
  const { t, i18n } = useTranslation();
  const applications = rspClient.applications ?? [];
  return (
    <Section title={t('rsp.client.applications.title')}>
      {applications.length === 0 ? (
        <p className="rsp-muted">{t('rsp.client.applications.empty')}</p>
      ) : (
        <div className="rsp-table-scroll">
          <table className="rsp-table">
            <caption className="visually-hidden">
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

interface ManageValues {
  status: RspClientStatus;
  caseManagerId: string;
}

/**
 * The status (owner or case manager) and the case manager (owner only,
 * docs/roles-and-permissions.md).
 */
function ManageSection({
  rspId,
  rspClient,
  isOwner,
  onSaved,
}: {
  rspId: string;
  rspClient: RspClient;
  isOwner: boolean;
  onSaved: (updated: RspClient) => Promise<void>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const caseManagers = useCaseManagerOptions(rspId, { enabled: isOwner });
  const defaults: ManageValues = {
    status: rspClient.status,
    caseManagerId: rspClient.caseManagerId ?? '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, dirtyFields, errors },
  } = useForm<ManageValues>({ defaultValues: defaults });

  const options: SelectOption[] = (caseManagers.data?.data ?? []).map((cm: CaseManager) => ({
    value: cm.userId,
    label: nameOf(cm),
  }));
  // The current case manager stays choosable while the list loads (or if they are the owner).
  if (rspClient.caseManager && !options.some((o) => o.value === rspClient.caseManagerId)) {
    options.unshift({ value: rspClient.caseManager.userId, label: nameOf(rspClient.caseManager) });
  }

  const onSubmit = handleSubmit(async (values) => {
    const body: UpdateRspClientRequest = {};
    if (dirtyFields.status) body.status = values.status;
    if (isOwner && dirtyFields.caseManagerId) body.caseManagerId = values.caseManagerId || null;
    try {
      const updated = await updateRspClient(rspId, rspClient.id, body);
      reset({ status: updated.status, caseManagerId: updated.caseManagerId ?? '' });
      await onSaved(updated);
      toast.success(t('rsp.client.manage.saved'));
    } catch (error) {
      handleApiError(error, { setError, fields: ['status', 'caseManagerId'] });
    }
  });

  return (
    <Section title={t('rsp.client.manage.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <SelectField
          label={t('rsp.client.manage.status')}
          options={statusOptions()}
          placeholder={false}
          error={errors.status}
          {...register('status')}
        />
        {isOwner && (
          <SelectField
            label={t('rsp.client.manage.caseManager')}
            options={options}
            placeholder={t('rsp.client.manage.unassigned')}
            error={errors.caseManagerId}
            {...register('caseManagerId')}
          />
        )}
        <Button type="submit" disabled={!isDirty} isLoading={isSubmitting}>
          {t('rsp.client.manage.save')}
        </Button>
      </form>
    </Section>
  );
}

type NoteValues = z.input<typeof CreateRspClientNoteRequestSchema>;

function NotesSection({
  rspId,
  rspClient,
  onAdded,
}: {
  rspId: string;
  rspClient: RspClient;
  onAdded: (note: NonNullable<RspClient['notes']>[number]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const notes = rspClient.notes ?? [];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues, unknown, z.output<typeof CreateRspClientNoteRequestSchema>>({
    resolver: zodResolver(CreateRspClientNoteRequestSchema),
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const note = await createRspClientNote(rspId, rspClient.id, values);
      reset({ body: '' });
      await onAdded(note);
      toast.success(t('rsp.client.notes.added'));
    } catch (error) {
      handleApiError(error, { setError, fields: ['body'] });
    }
  });

  return (
    <Section title={t('rsp.client.notes.title')}>
      <form className="rsp-note-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('rsp.client.notes.add')}
          hint={t('rsp.client.notes.addHint')}
          multiline
          isRequired
          error={errors.body}
          {...register('body')}
        />
        <Button type="submit" isLoading={isSubmitting}>
          {t('rsp.client.notes.submit')}
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="rsp-muted">{t('rsp.client.notes.empty')}</p>
      ) : (
        <ol className="rsp-notes">
          {notes.map((note) => (
            <li key={note.id} className="rsp-notes__item">
              <p className="rsp-prose">{note.body}</p>
              <p className="rsp-notes__meta">
                {t('rsp.client.notes.by', {
                  name: note.author ? nameOf(note.author) : t('rsp.client.notes.unknownAuthor'),
                  date: formatDateTime(note.createdAt, i18n.language),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export interface ClientDetailProps {
  rspId: string;
  rspClient: RspClient;
  isOwner: boolean;
}

export function ClientDetail({ rspId, rspClient, isOwner }: ClientDetailProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = rspQueryKeys.client(rspId, rspClient.id);
  const { client } = rspClient;

  async function saved(updated: RspClient) {
    // The answer of PATCH is the whole client, notes included. A read of it still under way
    // would land after this and put the older client back: it is cancelled first.
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.setQueryData(key, updated);
    // The lists and charts change; this client's own answer was just set, and refetching it here
    // could land after a note added meanwhile and drop that note from the page.
    void queryClient.invalidateQueries({
      queryKey: rspQueryKeys.clients(rspId),
      predicate: (query) => query.queryHash !== hashKey(key),
    });
    void queryClient.invalidateQueries({ queryKey: rspQueryKeys.caseManagers(rspId) });
  }

  async function noteAdded(note: NonNullable<RspClient['notes']>[number]) {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.setQueryData<RspClient>(key, (current) =>
      current ? { ...current, notes: [note, ...(current.notes ?? [])] } : current,
    );
  }

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
        </div>
        <div className="rsp-client__side">
          <ManageSection rspId={rspId} rspClient={rspClient} isOwner={isOwner} onSaved={saved} />
          <NotesSection rspId={rspId} rspClient={rspClient} onAdded={noteAdded} />
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
