import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Language } from '../nosFields.ts';

const languages: Language[] = ['English', 'Hindi'];

/** The question text in English or Hindi (the question's `lang` entries). */
export function LanguageSwitch({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('marks');
  return (
    <div className="btn-group mb-3" role="radiogroup" aria-label={t('questionLanguage')}>
      {languages.map((language) => (
        <label
          key={language}
          className={`btn d-flex align-items-center ${value === language ? 'btn-primary' : 'btn-outline-primary'}`}
          style={{ minHeight: 48 }}
        >
          <input
            type="radio"
            className="visually-hidden"
            name="question-language"
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {t(`language.${language}`)}
        </label>
      ))}
    </div>
  );
}
