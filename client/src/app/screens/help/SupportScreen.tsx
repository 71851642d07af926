import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../../config/useRuntimeConfig.ts';
import { paths } from '../../../paths/paths.ts';

/** `/help/support`: how to reach support (phone, email, hours); the numbers are runtime configuration. */
export default function SupportScreen() {
  const { t } = useTranslation('help');
  const { supportPhone, supportEmail } = useRuntimeConfig();
  return (
    <section>
      <h1 className="h4 mb-3">{t('supportTitle')}</h1>
      <p>{t('supportIntro')}</p>
      <ul className="list-group mb-3">
        <li className="list-group-item">
          <a href={`tel:${supportPhone}`} className="d-block py-2">
            {t('call', { phone: supportPhone })}
          </a>
        </li>
        <li className="list-group-item">
          <a href={`mailto:${supportEmail}`} className="d-block py-2">
            {t('email', { email: supportEmail })}
          </a>
        </li>
        <li className="list-group-item">
          <Link to={paths.help.chatWhatsApp.to()} className="d-block py-2">
            {t('chatLink')}
          </Link>
        </li>
      </ul>
      <p className="text-body-secondary">{t('hours')}</p>
    </section>
  );
}
