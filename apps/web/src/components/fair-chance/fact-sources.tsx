/**
 * The sources of fair-chance facts as links, each with the date it was checked
 * (docs/decisions/026-fair-chance-help.md). Shared by every screen that shows the facts, so each
 * names its sources the same way; the facts themselves come from @fairchance/shared.
 */
import { useTranslation } from 'react-i18next';
import {
  appLanguageOf,
  FAIR_CHANCE_SOURCES,
  type AppLanguage,
  type FairChanceSourceId,
} from '@fairchance/shared';
import { intlLocale } from '#web/i18n/format.ts';
import './fact-sources.css';

/** The product's language for the facts, from the screen's. */
export function useFactLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return appLanguageOf(i18n.language);
}

export function FactSources({ ids }: { ids: readonly FairChanceSourceId[] }) {
  const { t } = useTranslation();
  const language = useFactLanguage();
  const format = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="fact-sources">
      {ids.map((id) => {
        const source = FAIR_CHANCE_SOURCES[id];
        return (
          <li key={id}>
            <a href={source.url} target="_blank" rel="noreferrer">
              {source.name[language]}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>{' '}
            <span className="fact-sources__checked">
              {t('common.factChecked', {
                date: format.format(new Date(`${source.checkedOn}T12:00:00Z`)),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
