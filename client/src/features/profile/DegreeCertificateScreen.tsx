import type { SectionName } from '@assessor/contract';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { sectionUi } from './sections.ts';
import { useAssessorId } from './useAssessor.ts';
import { useSectionList } from './useSectionList.ts';

const parts: SectionName[] = ['experience', 'education', 'jobRole', 'agreement'];

function PartLink({ section }: { section: SectionName }) {
  const { t } = useTranslation('profile');
  const { items, isLoading, error } = useSectionList(section, useAssessorId());
  const accepted = items.filter((item) => item.status === 'accepted').length;
  return (
    <li className="list-group-item list-group-item-action position-relative">
      <Link to={sectionUi[section].path} className="stretched-link fw-semibold text-decoration-none">
        {t(`sections.${section}.title`)}
      </Link>
      <p className="small text-body-secondary mb-0">
        {isLoading ? (
          <Loader fullScreen={false} />
        ) : error ? (
          t('countUnknown')
        ) : (
          t('counts', { count: items.length, accepted })
        )}
      </p>
    </li>
  );
}

/** `/my-doc/degree-certificate`: the four certificate sections, each with how many items it has and how many are accepted. */
export default function DegreeCertificateScreen() {
  const { t } = useTranslation('profile');
  return (
    <section>
      <h1 className="h4 mb-3">{t('degreeTitle')}</h1>
      <ul className="list-group">
        {parts.map((section) => (
          <PartLink key={section} section={section} />
        ))}
      </ul>
    </section>
  );
}
