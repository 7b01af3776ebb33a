import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './index.ts';
import { isSupportedLanguage, type SupportedLanguage } from './language.ts';

export interface LanguageState {
  language: SupportedLanguage;
  /** Resolves true once the interface shows `language`, false when its strings could not load. */
  setLanguage: (language: SupportedLanguage) => Promise<boolean>;
  isChanging: boolean;
}

/** The interface language, and a way to change it in place (no reload, forms keep their input). */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const [isChanging, setIsChanging] = useState(false);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const setLanguage = useCallback(async (next: SupportedLanguage) => {
    setIsChanging(true);
    try {
      await changeLanguage(next);
      return true;
    } catch {
      return false;
    } finally {
      setIsChanging(false);
    }
  }, []);
  return { language, setLanguage, isChanging };
}
