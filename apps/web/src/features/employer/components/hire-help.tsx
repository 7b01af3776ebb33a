/**
 * The fair-chance hire help (docs/decisions/026-fair-chance-help.md): shown after an employer marks
 * an application hired, and again from a hired application. The Work Opportunity Tax Credit and
 * the Federal Bonding Program in plain words, with their deadlines, the agencies and the status as
 * of the date checked, all from the shared facts. The same for every hire: nothing of the person.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HIRE_HELP } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { FactSources, useFactLanguage } from '#web/components/fair-chance/fact-sources.tsx';

export function HireHelpContent() {
  const language = useFactLanguage();
  const id = useId();
  return (
    <div className="employer-hire-help">
      <p>{HIRE_HELP.intro[language]}</p>
      {HIRE_HELP.sections.map((section, index) => (
        <section key={section.heading.en} aria-labelledby={`${id}-${index}`}>
          <h3 id={`${id}-${index}`} className="employer-hire-help__heading">
            {section.heading[language]}
          </h3>
          {section.facts.map((fact) => (
            <p key={fact.text.en}>{fact.text[language]}</p>
          ))}
          <FactSources ids={section.links} />
        </section>
      ))}
      <p className="employer-hire-help__confirm">{HIRE_HELP.confirm[language]}</p>
    </div>
  );
}

export function HireHelpModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('employer.hireHelp.title')}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <HireHelpContent />
    </Modal>
  );
}
