/**
 * The notices page (docs/rules.md#client-activity-and-notices): the changes of the person's
 * clients, newest first, unread ones marked; read one by one, all at once, or by opening the
 * client; and the person's choice of e-mails.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RSP_CLIENT_EVENT_LABELS,
  RSP_NOTICE_EMAIL_LABELS,
  RSP_NOTICE_EMAILS,
  type RspNotice,
  type RspNoticeEmails,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useNotices } from '#web/features/rsp/api/get-notices.ts';
import { useNoticeSettings } from '#web/features/rsp/api/get-notice-settings.ts';
import { useMarkNoticesRead } from '#web/features/rsp/api/mark-notices-read.ts';
import { useUpdateNoticeSettings } from '#web/features/rsp/api/update-notice-settings.ts';
import { formatDateTime, nameOf } from '#web/features/rsp/lib/format.ts';
import { localized, localizedOptions } from '#web/i18n/labels.ts';
import './rsp.css';

function NoticeItem({ notice, rspId }: { notice: RspNotice; rspId: string }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkNoticesRead(rspId);
  const handleApiError = useApiErrorHandler();
  const isUnread = notice.readAt === null;
  const name = nameOf(notice.client);
  return (
    <li className={isUnread ? 'rsp-notice rsp-notice--unread' : 'rsp-notice'}>
      <div className="rsp-notice__text">
        <p>
          {isUnread && <span className="rsp-changes__new">{t('rsp.notices.unread')}:</span>}{' '}
          {notice.kind === 'stoppedSharing' ? (
            <strong>{name}</strong>
          ) : (
            <Link to={paths.rsp.client(notice.rspClientId)}>{name}</Link>
          )}
          {' — '}
          {localized(RSP_CLIENT_EVENT_LABELS)[notice.kind]}
          {notice.jobTitle &&
            ` (${notice.jobTitle}${notice.employerName ? `, ${notice.employerName}` : ''})`}
        </p>
        <p className="rsp-notes__meta">
          {formatDateTime(notice.createdAt, i18n.language)}
          {notice.kind === 'stoppedSharing' && ` · ${t('rsp.notices.stoppedSharingNote')}`}
        </p>
      </div>
      {isUnread && (
        <Button
          variant="ghost"
          size="sm"
          isLoading={markRead.isPending}
          aria-label={`${t('rsp.notices.markRead')}: ${name}, ${localized(RSP_CLIENT_EVENT_LABELS)[notice.kind]}`}
          onClick={() =>
            markRead.mutate({ ids: [notice.id] }, { onError: (error) => handleApiError(error) })
          }
        >
          {t('rsp.notices.markRead')}
        </Button>
      )}
    </li>
  );
}

/** The person's choice of e-mails: daily, at once, or never. */
function NoticeEmailSetting({ rspId }: { rspId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const settings = useNoticeSettings(rspId);
  const update = useUpdateNoticeSettings(rspId);
  const [choice, setChoice] = useState<RspNoticeEmails | undefined>(undefined);
  const headingId = useId();
  const current = choice ?? settings.data?.noticeEmails;

  return (
    <section className="rsp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-section__title">
        {t('rsp.notices.settings.title')}
      </h2>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} headingLevel={3} />
      ) : (
        <form
          className="rsp-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!current) return;
            update.mutate(
              { noticeEmails: current },
              {
                onSuccess: () => toast.success(t('rsp.notices.settings.saved')),
                onError: (error) => handleApiError(error),
              },
            );
          }}
        >
          <SelectField
            label={t('rsp.notices.settings.label')}
            hint={t('rsp.notices.settings.hint')}
            options={localizedOptions(RSP_NOTICE_EMAILS, RSP_NOTICE_EMAIL_LABELS)}
            placeholder={false}
            value={current}
            onChange={(event) => setChoice(event.target.value as RspNoticeEmails)}
          />
          <div className="rsp-form-actions">
            <Button type="submit" isLoading={update.isPending}>
              {t('rsp.notices.settings.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export function Notices({ rspId }: { rspId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const query = useNotices(rspId, unreadOnly);
  const markAll = useMarkNoticesRead(rspId);
  const headingId = useId();

  let list;
  if (query.isPending) list = <PageLoader />;
  else if (!query.data) list = <LoadError onRetry={() => void query.refetch()} headingLevel={3} />;
  else if (query.data.items.length === 0) {
    list = (
      <EmptyState
        headingLevel={3}
        title={t(unreadOnly ? 'rsp.notices.noUnreadTitle' : 'rsp.notices.emptyTitle')}
        description={t(unreadOnly ? 'rsp.notices.noUnreadBody' : 'rsp.notices.emptyBody')}
      />
    );
  } else {
    list = (
      <ul className="rsp-notices">
        {query.data.items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} rspId={rspId} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className="rsp-section" aria-labelledby={headingId}>
        <div className="rsp-notices__header">
          <h2 id={headingId} className="rsp-section__title">
            {t('rsp.notices.listTitle')}
          </h2>
          <div className="rsp-form-actions">
            <SelectField
              label={t('rsp.notices.show')}
              options={[
                { value: 'all', label: t('rsp.notices.all') },
                { value: 'unread', label: t('rsp.notices.unreadOnly') },
              ]}
              placeholder={false}
              value={unreadOnly ? 'unread' : 'all'}
              onChange={(event) => setUnreadOnly(event.target.value === 'unread')}
            />
            {(query.data?.unread ?? 0) > 0 && (
              <Button
                variant="secondary"
                isLoading={markAll.isPending}
                onClick={() =>
                  markAll.mutate(
                    {},
                    {
                      onSuccess: () => toast.success(t('rsp.notices.markedAllRead')),
                      onError: (error) => handleApiError(error),
                    },
                  )
                }
              >
                {t('rsp.notices.markAllRead')}
              </Button>
            )}
          </div>
        </div>
        {list}
      </section>
      <NoticeEmailSetting rspId={rspId} />
    </>
  );
}
