import { useTranslation } from '../i18n/useTranslation.ts';

/** The app's mark (a clipboard with a tick) and name, above the signed-out screens. Inline SVG: no extra request. */
export function AppBrand() {
  const { t } = useTranslation();
  return (
    <div className="app-brand">
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="4" y="6" width="32" height="32" rx="6" fill="currentColor" />
        <rect x="13" y="2" width="14" height="8" rx="3" fill="currentColor" stroke="#fff" strokeWidth="2" />
        <path
          d="M12 23l6 6 11-12"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('appName')}</span>
    </div>
  );
}
