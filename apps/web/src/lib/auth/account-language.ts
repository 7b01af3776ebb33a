import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@fairchance/shared';
import { changeLanguage, i18n } from '#web/i18n/index.ts';
import { isSupportedLanguage, type SupportedLanguage } from '#web/i18n/language.ts';
import { currentUserQueryKey } from './current-user.ts';

/**
 * Keeps the account's language and the site's language the same (docs/web-app.md#language).
 * The account's language wins when a person signs in (or it changed on another device); a change
 * made here while signed in, from any switch, is saved on the account, so e-mails follow it.
 */
export function useAccountLanguage(user: User | null): void {
  const queryClient = useQueryClient();
  const userId = user?.id;
  const accountLanguage = user?.language;

  useEffect(() => {
    if (!userId || !isSupportedLanguage(accountLanguage)) return;
    if (i18n.language !== accountLanguage) {
      // Strings that fail to load leave the page in the language it shows; nothing else to do.
      changeLanguage(accountLanguage).catch(() => {});
    }
  }, [userId, accountLanguage]);

  useEffect(() => {
    const onChange = (language: string) => {
      if (isSupportedLanguage(language)) keepOnAccount(queryClient, language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [queryClient]);
}

function keepOnAccount(queryClient: QueryClient, language: SupportedLanguage): void {
  const current = queryClient.getQueryData<User>(currentUserQueryKey);
  if (!current || current.language === language) return;
  // Set first, so that the account's language read above does not switch the page back.
  queryClient.setQueryData<User>(currentUserQueryKey, { ...current, language });
  // The API client loads with the signed-in area; a signed-out first page does not need it.
  import('./session-api.ts')
    .then(({ updateCurrentUser }) => updateCurrentUser({ language }))
    .then(
      (saved) => {
        const now = queryClient.getQueryData<User>(currentUserQueryKey);
        // Another change may have been made meanwhile: only the latest one is shown.
        if (now?.id === saved.id && now.language === saved.language) {
          queryClient.setQueryData(currentUserQueryKey, saved);
        }
      },
      () => {
        // Not saved (offline, signed out meanwhile): this device keeps the language chosen, and
        // the account the one before, until the next change.
      },
    );
}
