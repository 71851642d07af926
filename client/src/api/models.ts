import type { models } from '@assessor/contract';
import type { Static } from 'typebox';

/** A batch as api-facts §4 describes it (most fields may be absent from a real answer). */
export type Batch = Static<typeof models.Batch>;
