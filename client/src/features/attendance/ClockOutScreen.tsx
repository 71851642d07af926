import { ClockScreen } from './ClockScreen.tsx';

/** `/batch/:batchID/:batchType/clock-out`. */
export default function ClockOutScreen() {
  return <ClockScreen action="clockOut" />;
}
