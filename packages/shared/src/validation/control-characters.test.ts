import { describe, expect, it } from 'vitest';
import { JobFormSchema } from '../schemas/jobs.ts';
import { ExperienceEntryFormSchema } from '../transforms/client-profile.ts';
import { nameField, optionalLine, requiredLine } from './fields.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('one-line text (names, titles, company and organization names)', () => {
  const refused = [
    'Ann\u0000Lee', // NUL
    'Ann\u0007Lee', // BEL
    'Ann\tLee',
    'Ann\nLee',
    'Ann\rLee',
    'Ann\u001bLee', // ESC: terminal escapes in logs
    'Ann\u007fLee', // DEL
    'Ann\u0085Lee', // NEL (C1)
    'Ann\u009fLee',
    'Ann\u202aLee', // LRE
    'Ann\u202eLee', // RLO: shows the rest backwards
    'Ann\u2066Lee', // LRI
    'Ann\u2069Lee', // PDI
  ];

  it('refuses control characters and bidirectional overrides, not other scripts', () => {
    for (const value of refused) {
      expect(firstMessage(nameField.safeParse(value)), JSON.stringify(value)).toBe(
        M.controlCharacters,
      );
      expect(firstMessage(requiredLine().safeParse(value))).toBe(M.controlCharacters);
      expect(firstMessage(optionalLine().safeParse(value))).toBe(M.controlCharacters);
    }
    // Names in any script pass; what surrounds them is trimmed.
    for (const value of ['José', "O'Brien-Nguyễn", 'محمد', 'שרה', '李 小龙', 'Zoë Ünal']) {
      expect(nameField.parse(value)).toBe(value);
    }
    expect(nameField.parse('\tAnn Lee\n')).toBe('Ann Lee');
    expect(optionalLine().parse('')).toBeNull();
    expect(optionalLine().parse(null)).toBeNull();
  });

  it('applies in the job form and the work history form', () => {
    const job = JobFormSchema.safeParse({ title: 'Line cook\u202e' });
    expect(job.success).toBe(false);
    expect(job.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['title'], message: M.controlCharacters }),
    );
    const entry = ExperienceEntryFormSchema.safeParse({ title: 'Cook', company: 'Acme\nInc' });
    expect(entry.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['company'], message: M.controlCharacters }),
    );
  });
});
