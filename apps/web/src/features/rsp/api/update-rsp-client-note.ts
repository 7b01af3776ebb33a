/** PATCH /v1/rsp/{rspId}/clients/{clientId}/notes/{noteId}: a follow-up done, or open again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RspClientNoteSchema,
  type RspClient,
  type RspClientNote,
  type UpdateRspClientNoteRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { notePath } from './paths.ts';

export function updateRspClientNote(
  rspId: string,
  clientId: string,
  noteId: string,
  body: UpdateRspClientNoteRequest,
): Promise<RspClientNote> {
  return api.patch(notePath(rspId, clientId, noteId), {
    body,
    parse: (data) => RspClientNoteSchema.parse(data),
  });
}

/** The note is replaced in the client's cached notes; the list's follow-up dates change. */
export function useUpdateRspClientNote(rspId: string, clientId: string) {
  const queryClient = useQueryClient();
  const key = rspQueryKeys.client(rspId, clientId);
  return useMutation({
    mutationFn: ({ noteId, ...body }: UpdateRspClientNoteRequest & { noteId: string }) =>
      updateRspClientNote(rspId, clientId, noteId, body),
    onSuccess: async (note) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<RspClient>(key, (current) =>
        current
          ? {
              ...current,
              notes: (current.notes ?? []).map((each) => (each.id === note.id ? note : each)),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...rspQueryKeys.clients(rspId), 'list'] });
    },
  });
}
