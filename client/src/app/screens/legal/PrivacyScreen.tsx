import { LegalPage } from './LegalPage.tsx';

export default function PrivacyScreen() {
  return <LegalPage doc="privacy" />;
}
