import { ApplyRegularize } from './ApplyRegularizeScreen.tsx';

/** The `/re-capture` variant: the photo is a new selfie taken with the camera. */
export default function ApplyRegularizeRecaptureScreen() {
  return <ApplyRegularize recapture />;
}
