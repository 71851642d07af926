import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Loader } from '../../../components/Loader.tsx';
import { useRuntimeConfig } from '../../../config/useRuntimeConfig.ts';
import { useProfileQuery } from '../../../features/profile/api.ts';
import { selectAssessorId } from '../../../session/authSlice.ts';
import { useAppSelector } from '../../../store/hooks.ts';

/** `/help/chat-whatapp`: opens a WhatsApp chat with support, the assessor ID already in the message. */
export default function WhatsAppScreen() {
  const { t } = useTranslation('help');
  const { whatsappNumber } = useRuntimeConfig();
  const id = useAppSelector(selectAssessorId) ?? '';
  const profile = useProfileQuery({ params: { id } }, { skip: !id });
  // The human ID (RD…) when the profile has it, else the account's own id; the link waits for the profile's answer.
  const assessorId = profile.data?.assessorId || id;
  const href = `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(t('whatsappText', { id: assessorId }))}`;
  return (
    <section>
      <h1 className="h4 mb-3">{t('chatTitle')}</h1>
      <p>{t('chatIntro')}</p>
      {profile.isLoading ? (
        <Loader fullScreen={false} />
      ) : (
        <>
          <a href={href} target="_blank" rel="noreferrer" className="btn btn-success w-100">
            {t('openWhatsApp')}
          </a>
          <p className="small text-body-secondary mt-2">{t('chatNote', { id: assessorId })}</p>
        </>
      )}
    </section>
  );
}
