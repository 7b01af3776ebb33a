/**
 * Every message the API writes itself has its Spanish: not empty, not the English, and keeping
 * what a message is made from (numbers, names, a status).
 */
import { describe, expect, it } from 'vitest';
import { messagesOf, type Message } from '@fairchance/shared';
import { API_MESSAGES } from './en.ts';
import { API_MESSAGES_ES } from './es.ts';
import { API_TEXT } from './index.ts';

/** What each message made from values is written with here. */
const SAMPLES: Record<string, unknown[]> = {
  'request.inPart': ['limit: Maximum value is 100.', 'querystring'],
  'request.noSuchPath': ['GET', '/api/v1/nothing'],
  'uploads.fileTooLarge': [7],
  'savedSearches.tooMany': [20],
  'applicants.statusFinal': ['hired'],
  'applicants.statusAlready': ['interview', ['hired', 'rejected']],
  'applicants.statusRefused': ['applied', 'hired', ['interview', 'notAFit']],
  'applications.cannotWithdraw': ['rejected'],
};

/** What each sample must still show in Spanish. */
const KEPT: Record<string, string[]> = {
  'request.inPart': ['limit'],
  'request.noSuchPath': ['GET', '/api/v1/nothing'],
  'uploads.fileTooLarge': ['7'],
  'savedSearches.tooMany': ['20'],
  'applicants.statusFinal': ['Contratado'],
  'applicants.statusAlready': ['Entrevista', 'contratar'],
  'applicants.statusRefused': ['Solicitud enviada', 'Contratado', 'pedir una entrevista'],
  'applications.cannotWithdraw': ['No seleccionado'],
};

function write(key: string, message: Message | undefined): string | undefined {
  if (typeof message !== 'function') return message;
  const args = SAMPLES[key];
  if (!args) throw new Error(`${key} makes its message from values: give it samples here`);
  return (message as (...values: unknown[]) => string)(...args);
}

describe('the API messages', () => {
  const english = messagesOf(API_MESSAGES);
  const spanish = new Map(messagesOf(API_MESSAGES_ES));

  it('give every message Spanish words of its own', () => {
    expect([...spanish.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, message] of english) {
      const words = write(key, spanish.get(key));
      expect(words?.trim(), key).toBeTruthy();
      expect(words, key).not.toBe(write(key, message));
      for (const kept of KEPT[key] ?? []) expect(words, key).toContain(kept);
    }
  });

  it('are written in the language asked for, under their keys', () => {
    expect(API_TEXT.jobs.notFound.key).toBe('api.jobs.notFound');
    expect(API_TEXT.jobs.notFound.in('en')).toBe('This job does not exist.');
    expect(API_TEXT.jobs.notFound.in('es')).toBe('Este empleo no existe.');
    expect(API_TEXT.uploads.fileTooLarge(5).in('es')).toBe(
      'El archivo es muy grande: 5 MB como máximo.',
    );
  });
});
