/**
 * What a hired client is told on the job's page (docs/decisions/026-fair-chance-help.md): the
 * employer may ask them to fill in the tax credit's pre-screening form, and it is their choice.
 */
import { HIRED_CLIENT_NOTE, type ClientApplication } from '@fairchance/shared';
import { FactSources, useFactLanguage } from '#web/components/fair-chance/fact-sources.tsx';
import './client.css';

export function HiredNote({ application }: { application: ClientApplication }) {
  const language = useFactLanguage();
  if (application.status !== 'hired') return null;
  return (
    <div className="client-hired-note">
      <p>{HIRED_CLIENT_NOTE.text[language]}</p>
      <FactSources ids={[HIRED_CLIENT_NOTE.source]} />
    </div>
  );
}
