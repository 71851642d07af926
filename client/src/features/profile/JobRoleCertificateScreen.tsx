import { SectionScreen } from './SectionScreen.tsx';

/** The jobRole section of the profile documents. */
export default function JobRoleCertificateScreen() {
  return <SectionScreen section="jobRole" />;
}
