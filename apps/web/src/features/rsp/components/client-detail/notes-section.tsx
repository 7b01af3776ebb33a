/** The case notes of a client: the form that adds one, then the notes, newest first. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateRspClientNoteRequestSchema,
  formatCalendarDate,
  intlLocaleOf,
  type RspClient,
  type RspClientNote,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useCreateRspClientNote } from '#web/features/rsp/api/create-rsp-client-note.ts';
import { useUpdateRspClientNote } from '#web/features/rsp/api/update-rsp-client-note.ts';
import { formatDate, formatDateTime, nameOf } from '#web/features/rsp/lib/format.ts';
import { Section } from './section.tsx';

type NoteValues = z.input<typeof CreateRspClientNoteRequestSchema>;

/** A note's follow-up: its date and 'Mark follow-up done', or when it was done. */
function FollowUp({
  note,
  rspId,
  clientId,
}: {
  note: RspClientNote;
  rspId: string;
  clientId: string;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const update = useUpdateRspClientNote(rspId, clientId);
  if (!note.followUpOn) return null;
  if (note.followUpDoneAt) {
    return (
      <p className="rsp-notes__follow-up rsp-muted">
        {t('rsp.client.notes.followUpDone', {
          date: formatDate(note.followUpDoneAt, i18n.language),
        })}
      </p>
    );
  }
  return (
    <div className="rsp-notes__follow-up">
      <p>
        {t('rsp.client.notes.followUpDue', {
          date: formatCalendarDate(note.followUpOn, intlLocaleOf(i18n.language)),
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        isLoading={update.isPending}
        onClick={() =>
          update.mutate(
            { noteId: note.id, followUpDone: true },
            {
              onSuccess: () => toast.success(t('rsp.client.notes.markedDone')),
              onError: (error) => handleApiError(error),
            },
          )
        }
      >
        {t('rsp.client.notes.markDone')}
      </Button>
    </div>
  );
}

export function NotesSection({ rspId, rspClient }: { rspId: string; rspClient: RspClient }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const addNote = useCreateRspClientNote(rspId, rspClient.id);
  const notes = rspClient.notes ?? [];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues, unknown, z.output<typeof CreateRspClientNoteRequestSchema>>({
    resolver: zodResolver(CreateRspClientNoteRequestSchema),
    defaultValues: { body: '', followUpOn: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addNote.mutateAsync(values);
      reset({ body: '', followUpOn: '' });
      toast.success(t('rsp.client.notes.added'));
    } catch (error) {
      handleApiError(error, { setError, fields: ['body', 'followUpOn'] });
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
        <TextField
          type="date"
          label={t('rsp.client.notes.followUp')}
          hint={t('rsp.client.notes.followUpHint')}
          error={errors.followUpOn}
          className="rsp-field-short"
          {...register('followUpOn')}
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
              <FollowUp note={note} rspId={rspId} clientId={rspClient.id} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
