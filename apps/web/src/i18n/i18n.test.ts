import { describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  FAIR_CHANCE_LANGUAGE_MESSAGE,
  FAIR_CHANCE_LANGUAGE_MESSAGE_ES,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  VALIDATION_MESSAGES_ES,
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
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      const expected = typeof message === 'string' ? message : message(7);
      expect(translateValidationMessage(expected, 'en'), key).toBe(expected);
      expect(translateValidationMessage(expected), key).toBe(expected);
    }
    expect(translateValidationMessage(FAIR_CHANCE_LANGUAGE_MESSAGE, 'en')).toBe(
      FAIR_CHANCE_LANGUAGE_MESSAGE,
    );
  });

  it('translates a schema message through the shared catalogue and passes unknown ones through', () => {
    expect(translateValidationMessage('This field is required.', 'es')).toBe(
      'Este campo es obligatorio.',
    );
    expect(translateValidationMessage('Maximum length is 500 characters.', 'es')).toBe(
      'Puede escribir hasta 500 caracteres.',
    );
    expect(translateValidationMessage('Invalid email address.', 'es')).toBe(
      'El correo electrónico no es válido.',
    );
    expect(translateValidationMessage('Something new.', 'es')).toBe('Something new.');
    expect(translateValidationMessage('Something new.')).toBe('Something new.');
  });

  it('shows each validation message in Spanish as the shared Spanish messages word it', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      const english = typeof message === 'string' ? message : message(7);
      const spanish = VALIDATION_MESSAGES_ES[key as keyof typeof VALIDATION_MESSAGES_ES];
      const expected = typeof spanish === 'string' ? spanish : spanish(7);
      expect(translateValidationMessage(english, 'es'), key).toBe(expected);
    }
    expect(translateValidationMessage(FAIR_CHANCE_LANGUAGE_MESSAGE, 'es')).toBe(
      FAIR_CHANCE_LANGUAGE_MESSAGE_ES,
    );
  });
});
