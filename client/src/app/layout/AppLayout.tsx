import { Outlet, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/Loader.tsx';
import { BatchPeriodSource } from '../../features/evidence/batchPeriod.ts';
import { useBatchPeriodFromBatches } from './batchPeriod.ts';
import { TopBar } from './TopBar.tsx';
import { useRunOutbox } from '../../outbox/useOutbox.ts';
import { NetworkStatus } from '../../pwa/NetworkStatus.tsx';

/** Common frame of the logged-in screens: top bar, content (with what features need of each other, e.g. a batch's period for evidence), room for the phone's bottom safe area. */
export default function AppLayout() {
  const navigation = useNavigation();
  useRunOutbox();
  return (
    <div className="app-shell">
      <TopBar />
      <NetworkStatus />
      <main className="container app-main py-3">
        {navigation.state === 'loading' ? <Loader /> : null}
        <BatchPeriodSource value={useBatchPeriodFromBatches}>
          <Outlet />
        </BatchPeriodSource>
      </main>
    </div>
  );
}
