import { describe, expect, it } from 'vitest';
import { AppError, CALL_TEXT, errorBodyIn } from './errors.ts';
import { VALIDATION_TEXT } from './validation/messages.ts';

describe('AppError', () => {
  it('answers in the language asked for, and keeps the English for logs and code', () => {
    const error = new AppError('ResourceConflict', CALL_TEXT.signUpEmailInUse, [
      { path: 'email', message: CALL_TEXT.signUpEmailInUse },
      { path: 'name', message: VALIDATION_TEXT.maxLength(100) },
    ]);
    expect(error.message).toBe('Email already in use');
    expect(error.details).toEqual([
      { path: 'email', message: 'Email already in use' },
      { path: 'name', message: 'Maximum length is 100 characters.' },
    ]);
    expect(error.toBody()).toEqual({
      code: 'ResourceConflict',
      message: 'Email already in use',
      details: error.details,
    });
    expect(errorBodyIn(error, 'es')).toEqual({
      code: 'ResourceConflict',
      message: 'Este correo ya está en uso',
      details: [
        { path: 'email', message: 'Este correo ya está en uso' },
        { path: 'name', message: 'Puede escribir hasta 100 caracteres.' },
      ],
    });
  });

  it("says its code's message when it has none of its own", () => {
    const error = new AppError('Forbidden');
    expect(error.message).toBe('You do not have access to this.');
    expect(errorBodyIn(error, 'es')).toEqual({
      code: 'Forbidden',
      message: 'No tiene acceso a esto.',
    });
    expect(error.toBody()).toEqual({
      code: 'Forbidden',
      message: 'You do not have access to this.',
    });
  });

  it('keeps words already written (an answer the web app rebuilds) as they are', () => {
    const error = new AppError('InvalidRequest', 'Ya escrito.', [{ path: 'a', message: 'Así.' }]);
    expect(errorBodyIn(error, 'es')).toEqual({
      code: 'InvalidRequest',
      message: 'Ya escrito.',
      details: [{ path: 'a', message: 'Así.' }],
    });
  });
});
