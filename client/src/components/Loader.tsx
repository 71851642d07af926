import { useTranslation } from '../i18n/useTranslation.ts';

/** Bubble spinner (spec §9: colour #13b8ff, size 15 %); pure CSS, see styles/_loader.scss. */
export function Loader({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'loader-screen' : 'loader-inline'} role="status" aria-live="polite">
      <div className="bubble-loader" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

export default Loader;
