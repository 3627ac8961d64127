import type { AppContext } from '../../lib/context.js';
import type { Subscriber, TxScope } from '../../lib/events.js';
import { issueAlerteConfirmation } from '../alerte/alerte.service.js';
import { accountOf, issueAccountToken, roleOf } from '../auth/auth.service.js';
import { loadCandidatures } from '../candidature/candidature.service.js';
import { type Brand, renderMail } from './mail.layout.js';
import {
  alerteConfirmMessage,
  alerteOffresMessage,
  erasureMessage,
  invitationMessage,
  receiptMessage,
  resetMessage,
  statusMessage,
  verifyMessage,
} from './mail.messages.js';
import { enqueueMail } from './mail.outbox.js';

/** What mail does on each event it listens to (wired in mail.start.ts). */
export interface MailHandlers {
  receipt: Subscriber<'candidature.created'>;
  statusNotice: Subscriber<'candidature.status-changed'>;
  verification: Subscriber<'account.created' | 'account.verification-requested'>;
  reset: Subscriber<'account.password-reset-requested'>;
  erasureNotice: Subscriber<'individu.erased'>;
  invitation: Subscriber<'staff.invited'>;
  alerteConfirmation: Subscriber<'alerte.confirmation-requested'>;
  alerteOffres: Subscriber<'alerte.offres-found'>;
}

/**
 * Mail listens to what happened (§9): each event that calls for a message writes it to the outbox
 * in the publisher's transaction. The services that publish know nothing of mail.
 */
export function createMailHandlers(ctx: AppContext): MailHandlers {
  const brand: Brand = { org: ctx.config.org.name, publicUrl: ctx.config.publicUrl };
  const link = (path: string, token: string) => `${brand.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const espaceUrl = `${brand.publicUrl}/mon-espace`;
  const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: ctx.config.timeZone });

  async function candidatureOf(tx: TxScope, id: number) {
    const candidature = (await loadCandidatures(tx.db, [id])).get(id);
    if (!candidature) throw new Error(`application ${id} vanished inside its own transaction`);
    return candidature;
  }

  const receipt: MailHandlers['receipt'] = async (tx, event) => {
    const c = await candidatureOf(tx, event.candidatureId);
    const content = renderMail(
      receiptMessage({
        person: c.individu,
        offre: c.posteVacant.nom,
        date: longDate.format(new Date(c.dateCandidature)),
        espaceUrl,
        org: brand.org,
      }),
      brand,
    );
    await enqueueMail(ctx, tx, { kind: 'receipt', to: c.individu.email, content, individuId: event.individuId });
  };

  const statusNotice: MailHandlers['statusNotice'] = async (tx, event) => {
    // The move to "consultée par le recruteur" on opening a sheet tells the candidate nothing (§12).
    if (event.automatic) return;
    const c = await candidatureOf(tx, event.candidatureId);
    const content = renderMail(
      statusMessage({ person: c.individu, offre: c.posteVacant.nom, etat: c.etatCandidature.etat, espaceUrl }),
      brand,
    );
    await enqueueMail(ctx, tx, { kind: 'status', to: c.individu.email, content, individuId: event.individuId });
  };

  async function verification(tx: TxScope, userId: number) {
    const account = await accountOf(tx.db, userId);
    if (!account) return;
    const token = await issueAccountToken(tx.db, { userId, purpose: 'verify', now: ctx.clock.now() });
    const content = renderMail(verifyMessage({ link: link('/verifier-email', token), org: brand.org }), brand);
    const individuId = account.individuId;
    await enqueueMail(ctx, tx, { kind: 'verify', to: account.email, content, sensitive: true, individuId });
  }

  const reset: MailHandlers['reset'] = async (tx, event) => {
    const account = await accountOf(tx.db, event.userId);
    if (!account) return;
    const token = await issueAccountToken(tx.db, { userId: event.userId, purpose: 'reset', now: ctx.clock.now() });
    const content = renderMail(resetMessage({ link: link('/mot-de-passe/nouveau', token), org: brand.org }), brand);
    const individuId = account.individuId;
    await enqueueMail(ctx, tx, { kind: 'reset', to: account.email, content, sensitive: true, individuId });
  };

  const ROLE_LABELS: Record<string, string> = {
    ADMIN: 'administrateur',
    RECRUTEUR: 'recruteur',
    MEMBRE: "membre d'une équipe de recrutement",
  };
  const invitation: MailHandlers['invitation'] = async (tx, event) => {
    const account = await accountOf(tx.db, event.userId);
    if (!account) return;
    const role = ROLE_LABELS[(await roleOf(tx.db, event.userId)) ?? ''] ?? 'membre';
    const token = await issueAccountToken(tx.db, { userId: event.userId, purpose: 'invite', now: ctx.clock.now() });
    const content = renderMail(invitationMessage({ link: link('/invitation', token), org: brand.org, role }), brand);
    const individuId = account.individuId;
    await enqueueMail(ctx, tx, { kind: 'invitation', to: account.email, content, sensitive: true, individuId });
  };

  const erasureNotice: MailHandlers['erasureNotice'] = async (tx, event) => {
    if (event.by !== 'self') return;
    const content = renderMail(
      erasureMessage({ applications: event.applications, files: event.files, org: brand.org }),
      brand,
    );
    // Not tied to the individu: the person is gone, and this last message must not go with them.
    await enqueueMail(ctx, tx, { kind: 'erasure', to: event.email, content, individuId: null });
  };

  // §18, message 8: the double opt-in link; nothing else ever goes to an unconfirmed address.
  const alerteConfirmation: MailHandlers['alerteConfirmation'] = async (tx, event) => {
    const issued = await issueAlerteConfirmation(tx.db, event.alerteId, ctx.clock.now());
    if (!issued) return;
    const content = renderMail(
      alerteConfirmMessage({
        link: link('/alertes/confirmer', issued.token),
        org: brand.org,
        criteres: issued.criteres,
        frequence: issued.frequence,
      }),
      brand,
    );
    await enqueueMail(ctx, tx, {
      kind: 'alerte-confirmation',
      to: issued.email,
      content,
      sensitive: true,
      individuId: null,
    });
  };

  // §18: what an alert found, with the one-click unsubscribe headers (the row carries the URL).
  const alerteOffres: MailHandlers['alerteOffres'] = async (tx, event) => {
    const content = renderMail(
      alerteOffresMessage({
        offres: event.offres.map((o) => ({
          nom: o.nom,
          url: `${brand.publicUrl}/offre/dtail/${o.id}`,
          detail: o.detail,
        })),
        autres: event.autres,
        criteres: event.criteres,
        listUrl: event.listUrl,
        manageUrl: event.manageUrl,
        unsubscribeUrl: event.unsubscribeUrl,
        org: brand.org,
      }),
      brand,
    );
    // Sensitive: the links manage the address's alerts; the body goes once sent.
    await enqueueMail(ctx, tx, {
      kind: 'alerte',
      to: event.email,
      content,
      sensitive: true,
      individuId: null,
      listUnsubscribe: event.unsubscribeUrl,
    });
  };

  return {
    alerteConfirmation,
    alerteOffres,
    receipt,
    statusNotice,
    verification: (tx, event) => verification(tx, event.userId),
    reset,
    erasureNotice,
    invitation,
  };
}
