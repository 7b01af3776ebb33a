import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../i18n/languages.ts';
import {
  FAIR_CHANCE_SOURCES,
  HIRE_HELP,
  HIRED_CLIENT_NOTE,
  OFFENSES_STEP_NOTE,
  type FairChanceFact,
} from './facts.ts';

const FACTS: FairChanceFact[] = [
  ...HIRE_HELP.sections.flatMap((section) => [...section.facts]),
  HIRED_CLIENT_NOTE,
  ...OFFENSES_STEP_NOTE.facts,
];

describe('fair-chance facts: docs/decisions/026-fair-chance-help.md', () => {
  it.each(Object.entries(FAIR_CHANCE_SOURCES))(
    'source %s has an https address and the date it was checked',
    (_, source) => {
      expect(new URL(source.url).protocol).toBe('https:');
      expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(source.checkedOn))).toBe(false);
    },
  );

  it('every fact names a known source and is written in every language, translated', () => {
    for (const fact of FACTS) {
      expect(Object.keys(FAIR_CHANCE_SOURCES)).toContain(fact.source);
      for (const language of APP_LANGUAGES) expect(fact.text[language].length).toBeGreaterThan(20);
      expect(fact.text.es).not.toBe(fact.text.en);
    }
  });

  it('the hire help gives both deadlines and the status as of the date checked', () => {
    const english = HIRE_HELP.sections.flatMap((s) => s.facts.map((f) => f.text.en)).join('\n');
    expect(english).toContain('by the day of the job offer');
    expect(english).toContain('within 28 days of the start date');
    expect(english).toContain(`Status as of ${FAIR_CHANCE_SOURCES.dwdWotc.checkedOn}`);
  });
});
