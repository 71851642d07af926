/**
 * The four lists home asks for first (one item each: their counts and first batch). Also read at build time: the page
 * asks for them before the app has loaded (vite.config.ts, api/earlyAnswers.ts).
 */
const first = { page: 1, limit: 1 } as const;

export const homeLists = {
  pending: { query: { ...first, status: 'pending' } },
  ongoing: { query: { ...first, batchType: 'ongoing' } },
  upcoming: { query: { ...first, batchType: 'upcoming' } },
  completed: { query: { ...first, batchType: 'completed' } },
} as const;
