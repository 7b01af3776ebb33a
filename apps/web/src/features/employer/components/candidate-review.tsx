/**
 * The employer's own review of an application (docs/rules.md#applicant-review,
 * #application-history, #interview-invitations): a 1-5 rating and private notes nobody else reads,
 * the history of the application, and, while it is in interview, an invitation mailed to the
 * applicant from here.
 */
import { useState, type FormEvent } from 'react';
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
import { candidateName } from './candidate-profile.tsx';

const RATINGS = Array.from({ length: APPLICATION_RATING_MAX }, (_, index) => index + 1);

function Rating({ employerId, detail }: { employerId: string; detail: ApplicationDetail }) {
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

function Notes({ employerId, detail }: { employerId: string; detail: ApplicationDetail }) {
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
    <section className="candidate-review__section" aria-labelledby={`notes-${detail.id}`}>
      <h3 id={`notes-${detail.id}`}>{t('employer.reviewing.notes')}</h3>
      <p className="muted">{t('employer.reviewing.notesPrivate')}</p>
      {notes.isPending ? (
        <p className="muted">{t('employer.reviewing.loading')}</p>
      ) : notes.isError ? (
        <p role="alert">{t('employer.reviewing.loadFailed')}</p>
      ) : notes.data.length === 0 ? (
        <p className="muted">{t('employer.reviewing.noNotes')}</p>
      ) : (
        <ul className="candidate-review__notes">
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className="preserve-lines">{note.body}</p>
              <p className="muted">
                {note.authorName && <>{note.authorName} · </>}
                <time dateTime={note.createdAt}>{formatDate(note.createdAt, i18n.language)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}

function eventLabel(t: TFunction, event: ApplicationEvent) {
  return event.kind === 'invitation'
    ? t('employer.reviewing.historyInvitation')
    : t(`employer.reviewing.historyStatus.${event.status ?? 'applied'}`);
}

function History({ employerId, detail }: { employerId: string; detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const history = useApplicationHistory(employerId, detail.jobId, detail.id);
  return (
    <section className="candidate-review__section" aria-labelledby={`history-${detail.id}`}>
      <h3 id={`history-${detail.id}`}>{t('employer.reviewing.history')}</h3>
      {history.isPending ? (
        <p className="muted">{t('employer.reviewing.loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('employer.reviewing.loadFailed')}</p>
      ) : (
        <ol className="candidate-review__history">
          {history.data.map((event, index) => (
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
    </section>
  );
}

function Invitation({
  employerId,
  detail,
  jobTitle,
  companyName,
}: {
  employerId: string;
  detail: ApplicationDetail;
  jobTitle: string;
  companyName: string;
}) {
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
    <section className="candidate-review__section" aria-labelledby={`invite-${detail.id}`}>
      <h3 id={`invite-${detail.id}`}>{t('employer.reviewing.invitation')}</h3>
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
    </section>
  );
}

export function CandidateReview({
  employerId,
  detail,
  jobTitle,
  companyName,
}: {
  employerId: string;
  detail: ApplicationDetail;
  jobTitle: string;
  companyName: string;
}) {
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
