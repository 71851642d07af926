import { SectionScreen } from './SectionScreen.tsx';

/** The personal section of the profile documents. */
export default function PersonalDetailsScreen() {
  return <SectionScreen section="personal" />;
}
