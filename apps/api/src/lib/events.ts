import type { Db } from '../db/index.js';

/**
 * What happened in the domain, published by the services that did it. Subscribers (mail outbox,
 * audit trail, caches…) are registered once at start; the services never call them directly.
 * Add a variant here when a feature needs a new fact; keep them small (ids, not rows).
 */
export type DomainEvent =
  /** An application was recorded (anonymous apply or admin "record an application"). */
  | { type: 'candidature.created'; candidatureId: number; individuId: number; posteVacantId: number }
  /**
   * An application's status changed. `actorUserId` null = the system; `automatic` = the move to
   * "consultée par le recruteur" on opening the sheet (no message is sent for it, §12).
   */
  | {
      type: 'candidature.status-changed';
      candidatureId: number;
      individuId: number;
      fromEtatId: number;
      toEtatId: number;
      actorUserId: number | null;
      automatic: boolean;
    }
  /** A candidate account was created (register, or account for an applicant); unverified. */
  | { type: 'account.created'; userId: number; individuId: number; email: string }
  /** The candidate asked for the verification link again. */
  | { type: 'account.verification-requested'; userId: number; email: string }
  /** Someone asked to reset the password of an existing account. */
  | { type: 'account.password-reset-requested'; userId: number; email: string }
  /** A person and everything of theirs were erased (by themselves, an admin or the retention job). */
  | {
      type: 'individu.erased';
      individuId: number;
      /** The address to confirm to (erasure by the candidate), before the row went. */
      email: string;
      /** The language of the confirmation (the account's, contract §17); French when absent. */
      langue?: string;
      /** The account that went with the person, if they had one (its sessions end). */
      userId?: number;
      by: 'self' | 'admin' | 'retention';
      actorUserId: number | null;
      applications: number;
      files: number;
    }
  /**
   * Individu `from` took a new id, `to` (an applicant's address got an account, §9). Published between
   * the copy and the removal of the old row: each module that keeps rows about a person moves its own.
   */
  | { type: 'individu.renumbered'; from: number; to: number }
  /** Individu `mergedId` was merged into `individuId` by an admin (§19): its applications moved, it is gone. */
  | { type: 'individu.merged'; individuId: number; mergedId: number; actorUserId: number; applications: number }
  /** An admin read or changed personal data (audit trail, §10). */
  | {
      type: 'personal-data.accessed';
      actorUserId: number;
      action: 'candidature.read' | 'document.download' | 'export' | string;
      targetType: string;
      targetId: number | null;
      individuId: number | null;
    }
  /** A staff account was invited, or invited again (§14): message 5 with a new link. */
  | { type: 'staff.invited'; userId: number; email: string }
  /** Staff administration (§14): an invitation, a role or activity change, a hiring team replaced. */
  | {
      type: 'staff.changed';
      actorUserId: number;
      action: 'staff.invite' | 'staff.update' | 'equipe.update';
      targetType: 'user' | 'poste-vacant';
      targetId: number;
      label: string;
      details: string | null;
    }
  /** A second factor, a session or the security settings changed (§23): an audit line. */
  | {
      type: 'security.changed';
      actorUserId: number;
      action:
        | 'mfa.enabled'
        | 'mfa.disabled'
        | 'mfa.recovery-used'
        | 'sessions.ended'
        | 'sessions.revoked'
        | 'securite.update';
      /** The account concerned, or null for the settings. */
      targetId: number | null;
      label: string;
      details: string | null;
    }
  /**
   * An interview changed (§15): proposed (`token`: the candidate's link, to mail once), a slot
   * picked, moved, cancelled, its 24-hour reminder due, or cancelled because the candidate is being
   * erased (published before its rows go).
   */
  | {
      type: 'entretien.changed';
      change: 'proposed' | 'confirmed' | 'moved' | 'cancelled' | 'reminder' | 'erased';
      entretienId: number;
      individuId: number;
      token?: string;
    }
  /** Keys and webhooks for other tools (§23): created, revoked, deleted, or a key used (once a minute at most). */
  | {
      type: 'integration.changed';
      actorUserId: number | null;
      action: 'cle.create' | 'cle.revoke' | 'cle.use' | 'webhook.create' | 'webhook.delete';
      targetType: 'cle' | 'webhook';
      targetId: number;
      label: string;
    }
  /** A vacancy (or what it shows: position, session, contract type) was written: public caches drop. */
  /** A staff message (§20) left for the outbox (`actorUserId`: its author) or was cancelled (who cancelled it). */
  | {
      type: 'message.changed';
      action: 'message.sent' | 'message.cancelled';
      messageId: number;
      candidatureId: number;
      individuId: number;
      actorUserId: number | null;
    }
  | { type: 'offres.changed' }
  /** A job alert was asked for (§18): its confirmation message (8) goes to the address. */
  | { type: 'alerte.confirmation-requested'; alerteId: number }
  /**
   * The alert job found offers for a confirmed alert: one (immediate) or a digest (at most 10
   * listed, `autres` more). Carries what the message shows, which the job has in hand for
   * thousands of alerts at once, and the alert's management and one-click unsubscribe links.
   */
  | {
      type: 'alerte.offres-found';
      alerteId: number;
      email: string;
      langue: 'fr' | 'en';
      criteres: string;
      offres: { id: number; nom: string; detail: string }[];
      autres: number;
      listUrl: string;
      manageUrl: string;
      unsubscribeUrl: string;
    };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/**
 * The transaction an event is published in: subscribers write with `db` (so an outbox row or an
 * audit line commits or rolls back with the change itself) and defer side effects that must only
 * follow a commit (drop a cache, wake the outbox worker) with `afterCommit`.
 */
export interface TxScope {
  db: Db;
  afterCommit(fn: () => void): void;
}

/** Runs inside the publisher's transaction. No slow I/O here: sending happens later, from a job. */
export type Subscriber<T extends EventType> = (tx: TxScope, event: EventOf<T>) => Promise<void> | void;

export interface EventBus {
  subscribe<T extends EventType>(type: T, subscriber: Subscriber<T>): () => void;
  /** Runs every subscriber of this event in order, in the caller's transaction. */
  publish(tx: TxScope, event: DomainEvent): Promise<void>;
}

export function createEventBus(): EventBus {
  // biome-ignore lint/suspicious/noExplicitAny: the map is keyed by type; `subscribe` keeps it typed.
  const subscribers = new Map<EventType, Subscriber<any>[]>();
  return {
    subscribe(type, subscriber) {
      const list = subscribers.get(type) ?? [];
      list.push(subscriber);
      subscribers.set(type, list);
      return () => {
        const at = list.indexOf(subscriber);
        if (at >= 0) list.splice(at, 1);
      };
    },
    async publish(tx, event) {
      for (const subscriber of subscribers.get(event.type) ?? []) await subscriber(tx, event);
    },
  };
}
