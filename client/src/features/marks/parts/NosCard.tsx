import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Field } from '../marksEntry.ts';
import type { Section } from '../models.ts';
import { nosCode, questionText, sectionMax, type Language } from '../nosFields.ts';
import { MarkField } from './MarkField.tsx';

interface Props {
  fields: readonly Field[];
  section: Section;
  language: Language;
  value: (key: string) => string;
  onChange: (key: string, value: string) => void;
}

/** One NOS: its maximum, a field per question (with the question's text) or one for the NOS, and the NOS total. */
export function NosCard({ fields, section, language, value, onChange }: Props) {
  const { t } = useTranslation('marks');
  const nos = fields[0]!.nos;
  const max = sectionMax(nos, section);
  const perQuestion = fields.some((field) => field.question);
  const total = fields.reduce((sum, field) => sum + (Number(value(field.key)) || 0), 0);
  return (
    <div className="card mb-3">
      <div className="card-body p-2">
        <h2 className="h6 mb-2">{nos.NOS}</h2>
        {fields.map((field, index) => (
          <div key={field.key}>
            {field.question ? (
              <p className="small mb-1" lang={language === 'Hindi' ? 'hi' : 'en'}>
                {index + 1}. {questionText(field.question, language)}
              </p>
            ) : null}
            <MarkField
              id={`mark-${field.key.replace('/', '-')}`}
              fieldKey={field.key}
              value={value(field.key)}
              max={field.max}
              onChange={onChange}
              label={
                field.question
                  ? t('questionMarks', { n: index + 1, code: nosCode(nos) })
                  : t('nosMarks', { code: nosCode(nos) })
              }
            />
          </div>
        ))}
        {perQuestion ? (
          <p className={`mb-0 small text-end ${total > max ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
            {t('nosTotal', { total, max })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
