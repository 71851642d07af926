import { SectionScreen } from './SectionScreen.tsx';

/** The education section of the profile documents. */
export default function EducationScreen() {
  return <SectionScreen section="education" />;
}
