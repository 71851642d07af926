import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/open.ts';
import type { Notification, ObjectId } from '../../db/types.ts';
import { append } from '../../db/tracked.ts';
import { newObjectId } from '../shared/ids.ts';

export type NotificationDraft = Pick<Notification, 'recipient' | 'title' | 'content' | 'type'> &
  Partial<Pick<Notification, 'link' | 'sender'>>;

/** One assessor's notifications, newest first, with a version that moves on every change. */
interface Box {
  list: Notification[];
  unread: number;
  version: number;
}

const newest = (a: Notification, b: Notification) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/**
 * Notifications by recipient, so a poll never scans the whole collection. The index is rebuilt when the stored list
 * is replaced (reset, restart); every change goes through `add` / `markRead` / `markActionTaken`, which keep the index
 * and each box's version exact. ETags carry a boot id and a rebuild counter, so a tag from before a reset or a restart
 * never matches.
 */
export class NotificationStore {
  readonly #boot = randomBytes(4).toString('hex');
  #generation = 0;
  #boxes = new Map<ObjectId, Box>();
  #indexed: Notification[] | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  #sync(): void {
    const all = this.db.data.notifications;
    if (all === this.#indexed) return;
    this.#boxes = new Map();
    for (const item of all) this.#box(item.recipient).list.push(item);
    for (const box of this.#boxes.values()) {
      box.list.sort(newest);
      box.unread = box.list.filter((item) => !item.isRead).length;
    }
    this.#indexed = all;
    this.#generation++;
  }

  #box(recipient: ObjectId): Box {
    let box = this.#boxes.get(recipient);
    if (!box) {
      box = { list: [], unread: 0, version: 0 };
      this.#boxes.set(recipient, box);
    }
    return box;
  }

  /** The recipient's notifications (newest first) and unread count; do not mutate. */
  of(recipient: ObjectId): { list: readonly Notification[]; unread: number } {
    this.#sync();
    return this.#boxes.get(recipient) ?? { list: [], unread: 0 };
  }

  /**
   * A strong ETag for one representation (`variant`: the query) of the recipient's notifications. It names the
   * recipient: two assessors whose boxes have the same version must never share a tag, or one's tag would answer 304
   * to the other.
   */
  etag(recipient: ObjectId, variant: string): string {
    this.#sync();
    const version = this.#boxes.get(recipient)?.version ?? 0;
    return `"${this.#boot}.${this.#generation}.${recipient}.${version}.${variant}"`;
  }

  add(draft: NotificationDraft): Notification {
    this.#sync();
    const created: Notification = {
      _id: newObjectId(),
      recipient: draft.recipient,
      sender: draft.sender ?? 'system',
      isRead: false,
      title: draft.title,
      content: draft.content,
      ...(draft.link ? { link: draft.link } : {}),
      type: draft.type,
      isActionTaken: false,
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    // Indexed as the state holds it, so that marking it read later is written.
    const item = append(this.db.data.notifications, created);
    const box = this.#box(item.recipient);
    box.list.unshift(item);
    box.unread++;
    box.version++;
    return item;
  }

  /** Marks the recipient's notification read; undefined when they have no such notification. */
  markRead(recipient: ObjectId, id: ObjectId): Notification | undefined {
    const item = this.of(recipient).list.find((candidate) => candidate._id === id);
    if (!item || item.isRead) return item;
    item.isRead = true;
    const box = this.#box(recipient);
    box.unread--;
    box.version++;
    return item;
  }

  /** Marks the recipient's notifications matching `pick` as acted upon (e.g. the request they announced was decided). */
  markActionTaken(recipient: ObjectId, pick: (item: Notification) => boolean): void {
    let changed = false;
    for (const item of this.of(recipient).list) {
      if (!item.isActionTaken && pick(item)) {
        item.isActionTaken = true;
        changed = true;
      }
    }
    if (changed) this.#box(recipient).version++;
  }
}
