import { useDeferredValue } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks.ts';
import { selectAssessorId, selectAssessorName, selectUserInfo } from '../../../session/authSlice.ts';
import { useBatchListQuery } from '../../../features/batches/api.ts';
import { useProfilePercentageQuery } from '../../../features/profile/api.ts';
import { useBatchRequestListQuery } from '../../../features/requests/api.ts';
import { Loader } from '../../../components/Loader.tsx';
import { homeLists } from './homeLists.ts';
import { HomeTiles } from './HomeTiles.tsx';
import { NextBatch } from './NextBatch.tsx';
import { TodayBatch } from './TodayBatch.tsx';
import { usePrefetchTodayStep } from './useTodayStep.ts';
import { useDayReady } from '../../offlineDay/useDayReady.ts';
import { paths } from '../../../paths/paths.ts';
import { useSnapshot } from '../../../lib/snapshot.ts';
import { useScreenTitle } from '../../../lib/screenFrame.ts';

/**
 * Logged-in home answers "what do I do now": today's batch with its next step, the requests waiting for an answer, the
 * next batch, then the counts that lead to their lists.
 */
export default function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const name = useAppSelector(selectAssessorName);
  const id = useAppSelector(selectAssessorId);
  const info = useAppSelector(selectUserInfo) as { user_details?: { url?: string }; url?: string };
  const photo = info.user_details?.url || info.url;
  const percentage = useProfilePercentageQuery({ params: { id: id ?? '' } }, { skip: !id }).data?.profilePercentage;
  const pendingList = useBatchRequestListQuery(homeLists.pending);
  const ongoingList = useBatchListQuery(homeLists.ongoing);
  const upcomingList = useBatchListQuery(homeLists.upcoming);
  const completedList = useBatchListQuery(homeLists.completed);
  // The cards below the greeting appear together, once every list has answered (or failed): one at a time they would
  // push each other and the tiles down while the assessor reads or taps.
  const loading = [pendingList, ongoingList, upcomingList, completedList].some((list) => list.isLoading);
  // The cards are the screen's largest render: drawn as a non-urgent update, which React renders in slices that leave
  // a slow phone free to answer taps.
  const cardsShown = useDeferredValue(!loading);
  const [pending, ongoing, upcoming, completed] = [
    pendingList.data,
    ongoingList.data,
    upcomingList.data,
    completedList.data,
  ];
  // An ongoing batch has started: it is today's work, never shown as the "next" one.
  const today = ongoing?.batchList?.[0];
  const next = upcoming?.batchList?.[0];
  usePrefetchTodayStep(today?._id, id ?? undefined);
  // Today's batches are kept for a day without signal from the first visit on, once home is drawn.
  useDayReady(ongoing?.batchList);
  const pendingCount = pending?.totalCounts ?? 0;
  // The next cold start paints this screen as it is now, until the lists answer again (lib/snapshot.ts).
  useSnapshot(paths.root.to(), i18n.language, cardsShown);
  const greeting = name ? t('greeting', { name }) : t('greetingNoName');
  useScreenTitle(greeting);

  return (
    <section>
      <div className="d-flex align-items-center gap-3 mb-3">
        {photo ? (
          <img src={photo} alt={t('photo')} width={56} height={56} className="rounded-circle object-fit-cover" />
        ) : (
          <span
            className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center fs-4"
            style={{ width: 56, height: 56 }}
            aria-hidden="true"
          >
            {name.charAt(0) || '?'}
          </span>
        )}
        <div>
          <h1 className="h4 mb-0">{greeting}</h1>
          <Link to={paths.profile.mine.to()} className="small">
            {percentage ? t('profileComplete', { percentage }) : t('profile')}
          </Link>
        </div>
      </div>
      {cardsShown ? (
        <>
          {today ? (
            <TodayBatch batch={today} assessorId={id ?? undefined} more={(ongoing?.totalCounts ?? 1) - 1} />
          ) : null}
          {pendingCount > 0 ? (
            <Link
              to={paths.batchRequests.to()}
              className="alert alert-warning d-block text-decoration-none fw-semibold mb-3"
            >
              {t('pendingWaiting', { count: pendingCount })}
            </Link>
          ) : null}
          <NextBatch batch={next} />
          <nav aria-label={t('intro')}>
            <HomeTiles
              tiles={[
                { key: 'pendingRequests', to: paths.batchRequests.to(), count: pending?.totalCounts },
                { key: 'todaysBatches', to: `${paths.myBatches.to()}?batchType=ongoing`, count: ongoing?.totalCounts },
                {
                  key: 'upcomingBatches',
                  to: `${paths.myBatches.to()}?batchType=upcoming`,
                  count: upcoming?.totalCounts,
                },
                {
                  key: 'completedBatches',
                  to: `${paths.myBatches.to()}?batchType=completed`,
                  count: completed?.totalCounts,
                },
              ]}
            />
            <p className="mt-3 text-center">
              <Link to={paths.myBatches.to()}>{t('allBatches')}</Link>
            </p>
          </nav>
        </>
      ) : (
        <Loader fullScreen={false} />
      )}
    </section>
  );
}

export { prefetchHome as prefetch } from './prefetchHome.ts';
