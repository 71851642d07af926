import { SectionScreen } from './SectionScreen.tsx';

/** The agreement section of the profile documents. */
export default function AgreementScreen() {
  return <SectionScreen section="agreement" />;
}
