import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { MOBILE_MAX_WIDTH } from '../styles/breakpoints.ts';
import { useMediaQuery } from './useMediaQuery.ts';

/** Shows the app only up to the mobile width of spec §1; wider viewports get a notice. */
export function MobileOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const fits = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  if (fits) return children;
  return (
    <main className="d-flex min-vh-100 align-items-center justify-content-center">
      <h1 className="h3">{t('onlyForMobile')}</h1>
    </main>
  );
}
