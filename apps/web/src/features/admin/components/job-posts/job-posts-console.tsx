import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAIR_CHANCE_FLAG_LABELS,
  formatDay,
  intlLocaleOf,
  JOB_MODERATION_VIEW_LABELS,
  JOB_MODERATION_VIEWS,
  JOB_REPORT_REASON_LABELS,
  JOB_STATUS_LABELS,
  type JobModerationView,
  type ModeratedJob,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { localized, localizedOptions } from '#web/i18n/labels.ts';
import { useModeratedJobs } from '#web/features/admin/api/get-moderated-jobs.ts';
import { useRestoreJob } from '#web/features/admin/api/restore-job.ts';
import { useUnpublishJob } from '#web/features/admin/api/unpublish-job.ts';
import { ListStates } from '#web/features/admin/components/list-states.tsx';
import { ReasonDialog } from '#web/features/admin/components/reason-dialog.tsx';
import { SearchForm } from '#web/features/admin/components/search-form.tsx';
import { useActionWithReason } from '#web/features/admin/components/use-action-with-reason.ts';
import '#web/features/admin/components/admin.css';

type Action = { kind: 'unpublish' | 'restore'; job: ModeratedJob };

/** One post: its company, the language check's flags, its open reports, what staff did. */
function JobPostCard({ job, onAct }: { job: ModeratedJob; onAct: (action: Action) => void }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  const date = (iso: string) => formatDay(iso, locale);
  const headingId = `job-post-${job.id}`;
  return (
    <li className="moderation-card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="moderation-card__title">
          {job.title}
        </h2>
        <p className="moderation-card__meta">
          {t('moderation.jobPosts.postedOn', {
            date: date(job.createdAt),
            company: job.employer.name,
          })}
          {' · '}
          {t('moderation.jobPosts.employerStatus', {
            status: localized(JOB_STATUS_LABELS)[job.status],
          })}
        </p>
        {job.unpublished && (
          <p>
            {t('moderation.jobPosts.unpublishedOn', {
              date: date(job.unpublished.at),
              reason: job.unpublished.reason,
            })}
          </p>
        )}
        {job.flags.length > 0 && (
          <ul className="moderation-tags" aria-label={t('moderation.jobPosts.flags')}>
            {job.flags.map((flag) => (
              <li key={flag} className="moderation-tag">
                {localized(FAIR_CHANCE_FLAG_LABELS)[flag]}
              </li>
            ))}
          </ul>
        )}
        {job.openReports > 0 ? (
          <>
            <h3 className="moderation-card__meta">
              {t('moderation.jobPosts.reports', { count: job.openReports })}
            </h3>
            <ul className="moderation-list">
              {job.reports.map((report, index) => (
                <li key={`${report.createdAt}-${index}`}>
                  {t('moderation.jobPosts.reportLine', {
                    reason: localized(JOB_REPORT_REASON_LABELS)[report.reason],
                    date: date(report.createdAt),
                  })}
                  {report.comment && <p className="moderation-quote">{report.comment}</p>}
                </li>
              ))}
            </ul>
          </>
        ) : (
          !job.unpublished && (
            <p className="moderation-card__meta">{t('moderation.jobPosts.noReports')}</p>
          )
        )}
        <div className="admin-actions moderation-card__actions">
          {job.unpublished ? (
            <Button
              variant="secondary"
              aria-describedby={headingId}
              onClick={() => onAct({ kind: 'restore', job })}
            >
              {t('moderation.jobPosts.restore')}
            </Button>
          ) : (
            <Button
              variant="danger"
              aria-describedby={headingId}
              onClick={() => onAct({ kind: 'unpublish', job })}
            >
              {t('moderation.jobPosts.unpublish')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * The console's Job posts (decision 037): the posts flagged by the fair-chance language check or
 * reported by job seekers, or the unpublished ones; searchable by title or company, paged;
 * unpublish and restore, each with a reason.
 */
export function JobPostsConsole() {
  const { t } = useTranslation();
  const [view, setView] = useState<JobModerationView>('attention');
  const [q, setQ] = useState('');
  const query = useModeratedJobs({ view, ...(q ? { q } : {}) });
  const unpublish = useUnpublishJob();
  const restore = useRestoreJob();
  const acting = useActionWithReason<Action>({
    perform: ({ kind, job }, reason) =>
      (kind === 'unpublish' ? unpublish : restore).mutateAsync({ id: job.id, reason }),
    done: ({ kind, job }) =>
      t(kind === 'unpublish' ? 'moderation.jobPosts.unpublished' : 'moderation.jobPosts.restored', {
        title: job.title,
      }),
    messages: { ResourceConflict: t('moderation.jobPosts.conflict') },
  });
  const action = acting.pending;

  const emptyBody = q
    ? t('moderation.jobPosts.emptySearch')
    : view === 'attention'
      ? t('moderation.jobPosts.emptyAttention')
      : t('moderation.jobPosts.emptyUnpublished');

  return (
    <>
      <div className="admin-toolbar">
        <SelectField
          label={t('moderation.jobPosts.view')}
          placeholder={false}
          value={view}
          options={localizedOptions(JOB_MODERATION_VIEWS, JOB_MODERATION_VIEW_LABELS)}
          onChange={(event) => setView(event.target.value as JobModerationView)}
        />
        <SearchForm label={t('moderation.jobPosts.searchLabel')} onSearch={setQ} />
      </div>
      <ListStates
        query={query}
        emptyTitle={t('moderation.jobPosts.emptyTitle')}
        emptyBody={emptyBody}
      >
        {(jobs) => (
          <ul className="moderation-list" aria-label={t('moderation.jobPosts.listLabel')}>
            {jobs.map((job) => (
              <JobPostCard key={job.id} job={job} onAct={acting.ask} />
            ))}
          </ul>
        )}
      </ListStates>
      {action && (
        <ReasonDialog
          title={t(
            action.kind === 'unpublish'
              ? 'moderation.jobPosts.unpublishTitle'
              : 'moderation.jobPosts.restoreTitle',
            { title: action.job.title },
          )}
          description={t(
            action.kind === 'unpublish'
              ? 'moderation.jobPosts.unpublishDescription'
              : 'moderation.jobPosts.restoreDescription',
          )}
          confirmLabel={t(
            action.kind === 'unpublish'
              ? 'moderation.jobPosts.unpublish'
              : 'moderation.jobPosts.restore',
          )}
          isDanger={action.kind === 'unpublish'}
          onSubmit={acting.submit}
          onClose={acting.close}
        />
      )}
    </>
  );
}
