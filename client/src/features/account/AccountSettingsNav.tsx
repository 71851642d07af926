import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../paths/paths.ts';

const items = [
  [paths.accountSetting.changePassword.to(), 'nav.changePassword'],
  [paths.accountSetting.terms.to(), 'nav.terms'],
  [paths.accountSetting.privacy.to(), 'nav.privacy'],
  [paths.accountSetting.notifications.to(), 'nav.notifications'],
] as const;

/** The account settings: change password, terms, privacy policy, notifications. */
export function AccountSettingsNav() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('nav.label')} className="mb-3">
      <ul className="list-group">
        {items.map(([to, key]) => (
          <li key={to} className="list-group-item list-group-item-action position-relative">
            <NavLink to={to} className="stretched-link text-decoration-none">{t(key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
