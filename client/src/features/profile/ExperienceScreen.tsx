import { SectionScreen } from './SectionScreen.tsx';

/** The experience section of the profile documents. */
export default function ExperienceScreen() {
  return <SectionScreen section="experience" />;
}
