import { LegalPage } from './LegalPage.tsx';

export default function TermsScreen() {
  return <LegalPage doc="terms" />;
}
