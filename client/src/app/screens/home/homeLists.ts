/**
 * The four lists home asks for first (one item each: their counts and first batch), shared by home's hooks and its
 * prefetch, so that both ask the same and nothing is asked twice.
 */
const first = { page: 1, limit: 1 } as const;

export const homeLists = {
  pending: { query: { ...first, status: 'pending' } },
  ongoing: { query: { ...first, batchType: 'ongoing' } },
  upcoming: { query: { ...first, batchType: 'upcoming' } },
  completed: { query: { ...first, batchType: 'completed' } },
} as const;
