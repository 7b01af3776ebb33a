/**
 * The employer's own review of an application (docs/rules.md#applicant-review,
 * #application-history, #interview-invitations): a 1-5 rating and private notes nobody else reads,
 * the history of the application, and, while it is in interview, an invitation mailed to the
 * applicant from here.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_RATING_MAX,
  type ApplicationDetail,
  type ApplicationEvent,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useCreateApplicationInvitation } from '#web/features/employer/api/create-application-invitation.ts';
import { useCreateApplicationNote } from '#web/features/employer/api/create-application-note.ts';
import { useApplicationHistory } from '#web/features/employer/api/get-application-history.ts';
import { useApplicationNotes } from '#web/features/employer/api/get-application-notes.ts';
import { useUpdateApplicationRating } from '#web/features/employer/api/update-application-rating.ts';
import { formatDate } from '#web/features/employer/format.ts';
import { candidateName, type TitledSectionProps } from './candidate-profile.tsx';

const RATINGS = Array.from({ length: APPLICATION_RATING_MAX }, (_, index) => index + 1);

/** The application under review and the employer reviewing it. */
interface ReviewProps {
  employerId: string;
  detail: ApplicationDetail;
}

/** What the invitation drafts its message with. */
interface InvitationProps extends ReviewProps {
  jobTitle: string;
  companyName: string;
}

/** One titled section of the review. */
function ReviewSection({ id, title, children }: TitledSectionProps) {
  return (
    <section className="candidate-review__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A list the section loads: a line while it loads, an alert when it fails, else `children`. */
function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="muted">{t('employer.reviewing.loading')}</p>;
  if (query.isError) return <p role="alert">{t('employer.reviewing.loadFailed')}</p>;
  return <>{children(query.data)}</>;
}

function Rating({ employerId, detail }: ReviewProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const rate = useUpdateApplicationRating(employerId, detail.jobId, detail.id);
  const choose = (rating: number | null) => rate.mutate(rating, { onError: (e) => handleError(e) });
  return (
    <fieldset className="candidate-review__rating" aria-busy={rate.isPending || undefined}>
      <legend>{t('employer.reviewing.rating')}</legend>
      {RATINGS.map((rating) => (
        <label key={rating} className="candidate-review__star">
          <input
            type="radio"
            name={`rating-${detail.id}`}
            value={rating}
            checked={detail.rating === rating}
            onChange={() => choose(rating)}
          />
          {t('employer.reviewing.ratingOption', { count: rating })}
        </label>
      ))}
      {detail.rating !== null && (
        <Button variant="ghost" size="sm" onClick={() => choose(null)}>
          {t('employer.reviewing.clearRating')}
        </Button>
      )}
    </fieldset>
  );
}

function Notes({ employerId, detail }: ReviewProps) {
  const { t, i18n } = useTranslation();
  const notes = useApplicationNotes(employerId, detail.jobId, detail.id);
  const create = useCreateApplicationNote(employerId, detail.jobId, detail.id);
  const handleError = useApiErrorHandler();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') {
      setError(t('employer.reviewing.noteRequired'));
      return;
    }
    setError(undefined);
    create.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (e) => handleError(e),
    });
  }

  return (
    <ReviewSection id={`notes-${detail.id}`} title={t('employer.reviewing.notes')}>
      <p className="muted">{t('employer.reviewing.notesPrivate')}</p>
      <Loaded query={notes}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t('employer.reviewing.noNotes')}</p>
          ) : (
            <ul className="candidate-review__notes">
              {list.map((note) => (
                <li key={note.id}>
                  <p className="preserve-lines">{note.body}</p>
                  <p className="muted">
                    {note.authorName && <>{note.authorName} · </>}
                    <time dateTime={note.createdAt}>
                      {formatDate(note.createdAt, i18n.language)}
                    </time>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <form onSubmit={submit} noValidate>
        <TextField
          multiline
          label={t('employer.reviewing.newNote')}
          value={body}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" variant="secondary" isLoading={create.isPending}>
          {t('employer.reviewing.addNote')}
        </Button>
      </form>
    </ReviewSection>
  );
}

function eventLabel(t: TFunction, event: ApplicationEvent) {
  return event.kind === 'invitation'
    ? t('employer.reviewing.historyInvitation')
    : t(`employer.reviewing.historyStatus.${event.status ?? 'applied'}`);
}

function History({ employerId, detail }: ReviewProps) {
  const { t, i18n } = useTranslation();
  const history = useApplicationHistory(employerId, detail.jobId, detail.id);
  return (
    <ReviewSection id={`history-${detail.id}`} title={t('employer.reviewing.history')}>
      <Loaded query={history}>
        {(events) => (
          <ol className="candidate-review__history">
            {events.map((event, index) => (
              <li key={index}>
                <span>{eventLabel(t, event)}</span>{' '}
                <time className="muted" dateTime={event.at}>
                  {formatDate(event.at, i18n.language)}
                </time>
                {event.message && (
                  <details>
                    <summary>{t('employer.reviewing.showMessage')}</summary>
                    <p className="preserve-lines">{event.message}</p>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </ReviewSection>
  );
}

function Invitation({ employerId, detail, jobTitle, companyName }: InvitationProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const send = useCreateApplicationInvitation(employerId, detail.jobId, detail.id);
  const [message, setMessage] = useState<string>(() =>
    t('employer.reviewing.invitationDraft', {
      name: detail.profile.firstName,
      job: jobTitle,
      company: companyName,
    }),
  );
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setError(t('employer.reviewing.invitationRequired'));
      return;
    }
    setError(undefined);
    send.mutate(message, {
      onSuccess: () => toast.success(t('employer.reviewing.invitationSent')),
      onError: (e) =>
        handleError(e, {
          messages: isApiError(e) ? { ResourceConflict: e.rawMessage } : {},
        }),
    });
  }

  return (
    <ReviewSection id={`invite-${detail.id}`} title={t('employer.reviewing.invitation')}>
      <form onSubmit={submit} noValidate>
        <TextField
          multiline
          rows={8}
          label={t('employer.reviewing.invitationMessage')}
          hint={t('employer.reviewing.invitationHint', { name: candidateName(detail) })}
          value={message}
          error={error}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" isLoading={send.isPending}>
          {t('employer.reviewing.sendInvitation')}
        </Button>
      </form>
    </ReviewSection>
  );
}

export function CandidateReview({ employerId, detail, jobTitle, companyName }: InvitationProps) {
  const { t } = useTranslation();
  return (
    <aside className="candidate-review" aria-label={t('employer.reviewing.title')}>
      <Rating employerId={employerId} detail={detail} />
      {detail.status === 'interview' && (
        <Invitation
          employerId={employerId}
          detail={detail}
          jobTitle={jobTitle}
          companyName={companyName}
        />
      )}
      <Notes employerId={employerId} detail={detail} />
      <History employerId={employerId} detail={detail} />
    </aside>
  );
}
