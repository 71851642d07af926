import { ClockScreen } from './ClockScreen.tsx';

/** `/batch/:batchID/clock-in`. */
export default function ClockInScreen() {
  return <ClockScreen action="clockIn" />;
}
