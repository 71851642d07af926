import { useTranslation } from '../../i18n/useTranslation.ts';
import { NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { paths } from '../../paths/paths.ts';

const items = [
  [paths.accountSetting.changePassword.to(), 'nav.changePassword'],
  [paths.accountSetting.terms.to(), 'nav.terms'],
  [paths.accountSetting.privacy.to(), 'nav.privacy'],
  [paths.accountSetting.notifications.to(), 'nav.notifications'],
] as const;

/** The account settings: change password, terms, privacy policy, notifications, and the language of the portal. */
export function AccountSettingsNav() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('nav.label')} className="mb-3">
      <ul className="list-group">
        {items.map(([to, key]) => (
          <li key={to} className="list-group-item list-group-item-action position-relative">
            <NavLink to={to} className="stretched-link text-decoration-none">
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
        <span className="fw-semibold">{t('common:language')}</span>
        <LanguageSwitch />
      </div>
    </nav>
  );
}
