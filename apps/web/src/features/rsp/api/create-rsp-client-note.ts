/** POST /v1/rsp/{rspId}/clients/{clientId}/notes: a note on a client, newest first. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RspClientNoteSchema,
  type CreateRspClientNoteRequest,
  type RspClient,
  type RspClientNote,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath } from './paths.ts';

export function createRspClientNote(
  rspId: string,
  clientId: string,
  body: CreateRspClientNoteRequest,
): Promise<RspClientNote> {
  return api.post(`${rspClientPath(rspId, clientId)}/notes`, {
    body,
    parse: (data) => RspClientNoteSchema.parse(data),
  });
}

/** The new note goes on top of the client's cached notes; a read under way is cancelled first. */
export function useCreateRspClientNote(rspId: string, clientId: string) {
  const queryClient = useQueryClient();
  const key = rspQueryKeys.client(rspId, clientId);
  return useMutation({
    mutationFn: (body: CreateRspClientNoteRequest) => createRspClientNote(rspId, clientId, body),
    onSuccess: async (note) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<RspClient>(key, (current) =>
        current ? { ...current, notes: [note, ...(current.notes ?? [])] } : current,
      );
      // A follow-up date puts the client on the attention list.
      if (note.followUpOn) {
        void queryClient.invalidateQueries({ queryKey: [...rspQueryKeys.clients(rspId), 'list'] });
      }
    },
  });
}
