import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { useScreenChange, useScreenName } from './useScreenChange.ts';

/** Frame of the logged-out screens: each names the document and opens at its top. */
export function PublicLayout() {
  const navigation = useNavigation();
  useScreenChange(useScreenName());
  return (
    <main className="container app-main py-3">
      {navigation.state === 'loading' ? <Loader /> : null}
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}
