/** The case notes of a client: the form that adds one, then the notes, newest first. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateRspClientNoteRequestSchema, type RspClient } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useCreateRspClientNote } from '#web/features/rsp/api/create-rsp-client-note.ts';
import { formatDateTime, nameOf } from '#web/features/rsp/lib/format.ts';
import { Section } from './section.tsx';

type NoteValues = z.input<typeof CreateRspClientNoteRequestSchema>;

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
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addNote.mutateAsync(values);
      reset({ body: '' });
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
