import { randomBytes } from 'node:crypto';

/** A new 24-hex-digit id, shaped like the MongoDB ObjectIds of the real API and the seed. */
export const newObjectId = () => randomBytes(12).toString('hex');
