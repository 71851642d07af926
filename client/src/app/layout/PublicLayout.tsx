import { Outlet, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { NetworkStatus } from '../../pwa/NetworkStatus.tsx';

/** Frame of the logged-out screens. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <main className="container app-main py-3">
      <NetworkStatus />
      {navigation.state === 'loading' ? <Loader /> : null}
      <Outlet />
    </main>
  );
}
