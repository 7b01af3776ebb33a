import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  WIZARD_DEFAULT_BUTTON_LABEL,
} from '@fairchance/shared';
import { i18n } from './index.ts';
import { englishCatalogue as en } from './locales/catalogue.ts';
import { translateValidationMessage } from './validation-message.ts';

describe('i18n', () => {
  it('is ready synchronously, in English', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('header.logIn')).toBe('Log In');
    expect(document.documentElement.lang).toBe('en');
  });

  it('labels wizard buttons as the shared constant says', () => {
    expect(en.common.next).toBe(WIZARD_DEFAULT_BUTTON_LABEL);
  });

  it('words the API error and success messages as docs/web-app.md#errors-and-messages does', () => {
    expect(en.errors.api).toEqual({
      somethingWentWrong: CALL_MESSAGES.somethingWentWrong,
      noConnection: CALL_MESSAGES.noConnection,
      throttled: CALL_MESSAGES.throttled,
      invalidCredentials: CALL_MESSAGES.loginInvalidCredentials,
      emailInUse: CALL_MESSAGES.signUpEmailInUse,
      invitationNotFound: CALL_MESSAGES.signUpInvitationNotFound,
      resetInvalidToken: CALL_MESSAGES.resetInvalidToken,
    });
    expect(en.account.saved).toBe(SUCCESS_MESSAGES.accountSettingsUpdated);
  });

  it('words each validation message exactly as the shared messages (docs/validation.md)', () => {
    const catalogue: Record<string, string> = en.validation;
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      if (!(key in catalogue)) continue; // a message added in shared later is shown as it is
      const expected = typeof message === 'string' ? message : message(7);
      expect(translateValidationMessage(i18n.t, expected), key).toBe(expected);
      expect(i18n.t(`validation.${key}` as 'validation.required', { n: 7 })).toBe(expected);
    }
  });

  it('translates a schema message through the catalogue and passes unknown ones through', () => {
    const spanish = i18next.createInstance();
    void spanish.init({
      lng: 'es',
      initAsync: false,
      resources: {
        es: {
          translation: {
            validation: {
              required: 'Este campo es obligatorio.',
              maxLength: 'Máximo {{n}} caracteres.',
            },
          },
        },
      },
    });
    expect(translateValidationMessage(spanish.t, 'This field is required.')).toBe(
      'Este campo es obligatorio.',
    );
    expect(translateValidationMessage(spanish.t, 'Maximum length is 500 characters.')).toBe(
      'Máximo 500 caracteres.',
    );
    expect(translateValidationMessage(spanish.t, 'Invalid email address.')).toBe(
      'Invalid email address.',
    );
    expect(translateValidationMessage(i18n.t, 'Something new.')).toBe('Something new.');
  });
});
