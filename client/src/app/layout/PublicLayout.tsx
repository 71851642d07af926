import { Outlet, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { useDocumentTitle, useScreenName } from './useScreenChange.ts';

/** Frame of the logged-out screens: each names the document. */
export function PublicLayout() {
  const navigation = useNavigation();
  useDocumentTitle(useScreenName());
  return (
    <main className="container app-main py-3">
      {navigation.state === 'loading' ? <Loader /> : null}
      <Outlet />
    </main>
  );
}
