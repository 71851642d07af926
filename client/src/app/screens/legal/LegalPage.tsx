import { useTranslation } from '../../../i18n/useTranslation.ts';

/** A readable legal text of namespace `legal`: title, intro and numbered sections. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<string, { heading: string; body: string }>;
  return (
    <article className="legal-text">
      <h1 className="h3">{t(`${doc}.title`)}</h1>
      <p className="text-body-secondary small">{t('updated')}</p>
      <p>{t(`${doc}.intro`)}</p>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`legal-${key}`}>
          <h2 id={`legal-${key}`} className="h5 mt-4">
            {section.heading}
          </h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
