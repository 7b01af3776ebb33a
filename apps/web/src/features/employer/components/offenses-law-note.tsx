/**
 * The job wizard's note on the offenses step (docs/decisions/026-fair-chance-help.md): what
 * Wisconsin law lets an employer weigh, and the EEOC's individualized assessment, from the shared
 * facts with their sources.
 */
import { useId } from 'react';
import { OFFENSES_STEP_NOTE } from '@fairchance/shared';
import { FactSources, useFactLanguage } from '#web/components/fair-chance/fact-sources.tsx';

export function OffensesLawNote() {
  const language = useFactLanguage();
  const id = useId();
  return (
    <aside className="employer-law-note" aria-labelledby={id}>
      <h3 id={id} className="employer-law-note__heading">
        {OFFENSES_STEP_NOTE.heading[language]}
      </h3>
      {OFFENSES_STEP_NOTE.facts.map((fact) => (
        <p key={fact.text.en}>{fact.text[language]}</p>
      ))}
      <FactSources ids={OFFENSES_STEP_NOTE.links} />
    </aside>
  );
}
