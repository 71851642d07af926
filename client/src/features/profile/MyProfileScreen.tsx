import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus.tsx';
import { OutboxList } from '../../outbox/OutboxItem.tsx';
import { useOutbox, useOutboxEntries } from '../../outbox/useOutbox.ts';
import { paths } from '../../paths/paths.ts';
import { useProfileQuery } from './api.ts';
import { profileDraft, sectionScope } from './drafts.ts';
import { BasicDetailsForm, type BasicValues } from './parts/BasicDetailsForm.tsx';
import { PhotoCard } from './parts/PhotoCard.tsx';
import { ProfileCompletion } from './parts/ProfileCompletion.tsx';
import { profileFields } from './profileFields.ts';
import { useAssessorId } from './useAssessor.ts';

const shown = [
  'assessorId',
  'email',
  'mobile',
  'gender',
  'dob',
  'address',
  'state',
  'district',
  'pinCode',
  'modeofAgreement',
] as const;
const links = [
  [paths.profile.personalDetails.to(), 'links.personal'],
  [paths.profile.degreeCertificate.to(), 'links.degree'],
  [paths.profile.bankDetails.to(), 'links.bank'],
] as const;

/** `/my-profile`: photo, basic details, the percentage and what is missing to reach 100 %. */
export default function MyProfileScreen() {
  const { t } = useTranslation('profile');
  const assessorId = useAssessorId();
  const { data, isLoading, error, refetch } = useProfileQuery({ params: { id: assessorId } }, { skip: !assessorId });
  const outbox = useOutbox();
  const pending = useOutboxEntries().filter((entry) => entry.scope === sectionScope('basic'));
  const [editing, setEditing] = useState(false);
  const profile = data as Record<string, unknown> | undefined;
  const text = (name: string) => (typeof profile?.[name] === 'string' ? (profile[name] as string) : '');
  const display = (name: (typeof shown)[number]) => {
    const value = text(name);
    if (!value) return t('notGiven');
    if (name === 'gender') return t(`gender.${value}`, { defaultValue: value });
    if (name === 'modeofAgreement') return t(`mode.${value}`, { defaultValue: value });
    return value;
  };

  async function save(values: BasicValues) {
    await outbox.add(profileDraft(assessorId, { ...profileFields(profile), ...values }, null, t('basicLabel')));
    setEditing(false);
  }

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <ListStatus
        isLoading={isLoading}
        error={error}
        isEmpty={!data}
        emptyText={t('notFound')}
        onRetry={() => void refetch()}
      >
        <PhotoCard
          assessorId={assessorId}
          url={text('url') || undefined}
          name={text('fullName')}
          fields={profileFields(profile)}
        />
        <ProfileCompletion assessorId={assessorId} hasPhoto={Boolean(text('url'))} />
        <OutboxList entries={pending} outbox={outbox} />
        {editing ? (
          <BasicDetailsForm
            onSave={(values) => void save(values)}
            onCancel={() => setEditing(false)}
            initial={{
              fullName: text('fullName'),
              gender: text('gender'),
              dob: text('dob'),
              address: text('address'),
              state: text('state'),
              district: text('district'),
              pincode: text('pinCode'),
              modeofAgreement: text('modeofAgreement'),
            }}
          />
        ) : (
          <div className="card card-body mb-3">
            <h2 className="h5">{text('fullName')}</h2>
            <dl className="mb-2">
              {shown.map((name) => (
                <div key={name} className="d-flex gap-1 flex-wrap">
                  <dt className="fw-normal text-body-secondary">{t(`fields.${name}`)}:</dt>
                  <dd className="mb-1">{display(name)}</dd>
                </div>
              ))}
            </dl>
            <button type="button" className="btn btn-outline-primary w-100" onClick={() => setEditing(true)}>
              {t('editBasic')}
            </button>
          </div>
        )}
        <ul className="list-group">
          {links.map(([to, key]) => (
            <li key={to} className="list-group-item list-group-item-action position-relative">
              <Link to={to} className="stretched-link text-decoration-none">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </ListStatus>
    </section>
  );
}
