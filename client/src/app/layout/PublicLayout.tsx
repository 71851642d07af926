import { Outlet, useNavigation } from 'react-router-dom';
import { AppBrand } from '../../components/AppMark.tsx';
import { Loader } from '../../components/Loader.tsx';
import { useDropPrerendered } from '../../lib/prerendered.ts';
import { NetworkStatus } from '../../pwa/NetworkStatus.tsx';
import { useHeadingFocus } from './useHeadingFocus.ts';
import { useDocumentTitle, useScreenName } from './useScreenChange.ts';

/** Frame of the logged-out screens: the app's mark and name above each; each names the document and takes the focus. */
export function PublicLayout() {
  const navigation = useNavigation();
  useDropPrerendered();
  useDocumentTitle(useScreenName());
  useHeadingFocus();
  return (
    <main className="container app-main py-3">
      <NetworkStatus />
      {navigation.state === 'loading' ? <Loader /> : null}
      <AppBrand />
      <Outlet />
    </main>
  );
}
