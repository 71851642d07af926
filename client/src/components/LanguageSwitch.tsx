import { useTranslation } from 'react-i18next';

/** A language's name in its own script ("English", "हिन्दी"), so anyone finds theirs whatever is shown now. */
function ownName(language: string): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
}

/**
 * English | हिन्दी as toggle buttons, one per language with catalogues (English, the fallback, first). The choice goes through `i18n.changeLanguage`; `i18n/index.ts` remembers it
 * on the phone and sets `<html lang>`.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  // The languages with catalogues (i18n/index.ts gives them as supportedLngs; i18next adds its own 'cimode').
  const languages = (i18n.options.supportedLngs || []).filter((language) => language !== 'cimode');
  return (
    <div role="group" aria-label={t('language')} className={`btn-group ${className}`}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          className={`btn btn-sm ${current === language ? 'btn-primary' : 'btn-outline-primary'}`}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {ownName(language)}
        </button>
      ))}
    </div>
  );
}
