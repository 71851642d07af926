import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Screens that exist, by the screen key of routeTable.ts; each is its own lazy chunk. Later issues add theirs here. */
export const signedOutScreens: Record<string, ScreenLoader> = {
  landing: () => import('../../features/landing/LandingScreen.tsx'),
  login: () => import('../../features/auth/LoginScreen.tsx'),
};

export const signedInScreens: Record<string, ScreenLoader> = {
  home: () => import('../../features/home/HomeScreen.tsx'),
  batchRequests: () => import('../../features/requests/BatchRequestsScreen.tsx'),
  myBatches: () => import('../../features/batches/MyBatchesScreen.tsx'),
  batchAssessment: () => import('../../features/batches/BatchAssessmentScreen.tsx'),
  notifications: () => import('../../features/notifications/NotificationsScreen.tsx'),
};
