import { Outlet, useNavigation } from 'react-router-dom';
import { AppBrand } from '../../components/AppMark.tsx';
import { Loader } from '../../components/Loader.tsx';
import { NetworkStatus } from '../../pwa/NetworkStatus.tsx';

/** Frame of the logged-out screens: the app's mark and name above each. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <main className="container app-main py-3">
      <NetworkStatus />
      {navigation.state === 'loading' ? <Loader /> : null}
      <AppBrand />
      <Outlet />
    </main>
  );
}
