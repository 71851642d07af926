import type { SectionName } from '@assessor/contract';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { useBankDetailsQuery, useProfilePercentageQuery } from '../api.ts';
import { missingItems } from '../missing.ts';
import { useSectionList } from '../useSectionList.ts';

const sections: SectionName[] = ['personal', 'education', 'jobRole', 'experience', 'agreement'];

function useAccepted(assessorId: string): Record<SectionName, number> {
  const counts = {} as Record<SectionName, number>;
  // The same five hooks on every render, in the same order.
  for (const section of sections) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    counts[section] = useSectionList(section, assessorId).items.filter((item) => item.status === 'accepted').length;
  }
  return counts;
}

/** The percentage and, below it, each thing missing to reach 100 % with a link to where it is done. */
export function ProfileCompletion({ assessorId, hasPhoto }: { assessorId: string; hasPhoto: boolean }) {
  const { t } = useTranslation('profile');
  const percentage = useProfilePercentageQuery({ params: { id: assessorId } }, { skip: !assessorId }).data
    ?.profilePercentage;
  const bank = useBankDetailsQuery({ params: { id: assessorId } }, { skip: !assessorId }).data;
  const accepted = useAccepted(assessorId);
  const value = Number.parseInt(percentage ?? '0', 10) || 0;
  const missing = missingItems(hasPhoto, accepted, Boolean(bank?.bankAccount));
  return (
    <div className="card card-body mb-3">
      <h2 className="h6 mb-2" id="profile-percentage">
        {t('percentage', { percentage: percentage ?? '…' })}
      </h2>
      <div
        className="progress mb-2"
        role="progressbar"
        aria-labelledby="profile-percentage"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${value}%` }} />
      </div>
      {value >= 100 ? (
        <p className="mb-0">{t('complete')}</p>
      ) : (
        <>
          <p className="small text-body-secondary mb-1">{t('missingIntro')}</p>
          <ul className="list-unstyled mb-0">
            {missing.map((item) => (
              <li key={item.key}>
                {item.to.startsWith('#') ? (
                  <a href={item.to} className="d-inline-block py-2">
                    {t(`missing.${item.key}`, { have: item.have, need: item.need })}
                  </a>
                ) : (
                  <Link to={item.to} className="d-inline-block py-2">
                    {t(`missing.${item.key}`, { have: item.have, need: item.need })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
