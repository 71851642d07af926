import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { NavLink } from 'react-router-dom';
import { LazyConfirmDialog } from '../../components/LazyConfirmDialog.tsx';
import { useLogout } from '../../features/auth/useLogout.ts';
import { paths } from '../../paths/paths.ts';
import { useOutboxEntries } from '../../outbox/useOutbox.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

/** The menu's destinations: every screen one may look for, not only those a card or badge leads to. */
const links = [
  [paths.root.to(), 'home'],
  [paths.myBatches.to(), 'myBatches'],
  [paths.batchRequests.to(), 'batchRequests'],
  [paths.assessorAttendance.to(), 'assessorAttendance', 'screens'],
  [paths.attendance.regularizeRequests.to(), 'regularizeRequests', 'screens'],
  [paths.outbox.to(), 'outbox', 'screens'],
  [paths.profile.mine.to(), 'profile'],
  [paths.accountSetting.changePassword.to(), 'accountSettings'],
  [paths.help.support.to(), 'help'],
] as const;

export function MainMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const waiting = useOutboxEntries().length;
  return (
    <nav id="main-menu" className="w-100 pt-2" aria-label={t('mainNav')}>
      <ul className="navbar-nav">
        {links.map(([to, key, ns = 'layout']) => (
          <li className="nav-item" key={to}>
            <NavLink to={to} end className="nav-link d-flex align-items-center gap-2" onClick={onClose}>
              {t(key, { ns })}
              {to === paths.outbox.to() && waiting > 0 ? (
                <span className="badge text-bg-warning">{waiting}</span>
              ) : null}
            </NavLink>
          </li>
        ))}
        {/* The language is a choice of its own, in reach from every screen (it was only inside account settings). */}
        <li className="nav-item d-flex flex-wrap align-items-center gap-2 py-1">
          <span>{t('language', { ns: 'common' })}</span>
          <LanguageSwitch />
        </li>
        <li className="nav-item">
          <button type="button" className="nav-link btn btn-link" onClick={() => setConfirming(true)}>
            {t('logout')}
          </button>
        </li>
      </ul>
      <LazyConfirmDialog
        show={confirming}
        title={t('confirmLogout')}
        onConfirm={() => {
          setConfirming(false);
          void logout();
        }}
        onCancel={() => setConfirming(false)}
      >
        {waiting > 0 ? (
          <p className="text-danger mb-0">{t('logoutWaiting', { ns: 'outbox', count: waiting })}</p>
        ) : null}
      </LazyConfirmDialog>
    </nav>
  );
}
