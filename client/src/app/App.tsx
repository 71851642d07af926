import { Suspense } from 'react';
import { Loader } from '../components/Loader.tsx';
import { MobileOnly } from '../components/MobileOnly.tsx';
import { Toasts } from '../components/toasts/Toasts.tsx';
import { AppRouter } from './router/AppRouter.tsx';

export function App() {
  return (
    <MobileOnly>
      <Toasts />
      {/* Routes load their texts first (routes.tsx); a namespace asked for before that suspends here until loaded. */}
      <Suspense fallback={<Loader />}>
        <AppRouter />
      </Suspense>
    </MobileOnly>
  );
}
