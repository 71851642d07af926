import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import { append } from '../../db/tracked.ts';
import type { ObjectId, Session } from '../../db/types.ts';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Login sessions. Tokens are looked up through an index by hash (every logged-in request does one lookup); the index
 * is rebuilt whenever the stored list is replaced (reset, restart).
 */
export class SessionStore {
  #index = new Map<string, Session>();
  #indexed: Session[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  #sessions(): Session[] {
    const list = this.db.data.sessions;
    if (list !== this.#indexed) {
      this.#index = new Map(list.map((session) => [session.tokenHash, session]));
      this.#indexed = list;
    }
    return list;
  }

  /** Starts a session; the token is returned once and only its hash is stored. */
  create(assessorId: ObjectId): { token: string; session: Session } {
    const token = randomBytes(32).toString('hex');
    const now = this.clock.now();
    const draft: Session = {
      _id: randomBytes(12).toString('hex'),
      tokenHash: hashToken(token),
      assessor_id: assessorId,
      createdAt: now,
      expiresAt: now + TOKEN_LIFETIME_MS,
      endedAt: null,
    };
    // The stored session as the state holds it, so that ending it later is written.
    const session = append(this.#sessions(), draft);
    this.#index.set(session.tokenHash, session);
    return { token, session };
  }

  find(token: string): Session | undefined {
    this.#sessions();
    return this.#index.get(hashToken(token));
  }

  end(session: Session): void {
    session.endedAt ??= this.clock.now();
  }

  /** Ends every open session of the assessor; answers how many were open. */
  endAllFor(assessorId: ObjectId): number {
    let ended = 0;
    for (const session of this.#sessions()) {
      if (session.assessor_id === assessorId && session.endedAt === null) {
        session.endedAt = this.clock.now();
        ended++;
      }
    }
    return ended;
  }
}
