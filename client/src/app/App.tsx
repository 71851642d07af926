import { MobileOnly } from '../components/MobileOnly.tsx';
import { Toasts } from '../components/toasts/Toasts.tsx';
import { AppRouter } from './router/AppRouter.tsx';

export function App() {
  return (
    <MobileOnly>
      <Toasts />
      <AppRouter />
    </MobileOnly>
  );
}
