import { ALERTE_UTM_QUERY, isLang, type Lang, LOCALE, pathIn } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import type { Subscriber, TxScope } from '../../lib/events.js';
import { referenceLabelIn } from '../../lib/reference-label.js';
import { issueAlerteConfirmation } from '../alerte/alerte.service.js';
import { accountOf, issueAccountToken, roleOf } from '../auth/auth.service.js';
import { loadCandidatures } from '../candidature/candidature.service.js';
import { langueOfIndividu } from './mail.langue.js';
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
  // An English message links to the English pages (contract §17).
  const page = (lang: Lang, path: string) => `${brand.publicUrl}${pathIn(lang, path)}`;
  const link = (lang: Lang, path: string, token: string) => `${page(lang, path)}?token=${encodeURIComponent(token)}`;
  const longDate = (lang: Lang) =>
    new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: ctx.config.timeZone });
  const langOf = async (db: Db, individuId: number): Promise<Lang> => {
    const langue = await langueOfIndividu({ db }, individuId);
    return isLang(langue) ? langue : 'fr';
  };
  /** The vacancy as the person reads it: its English name on an English message when it has one. */
  const offreName = (lang: Lang, v: { nom: string; nomEn: string | null }) => (lang === 'en' && v.nomEn) || v.nom;

  async function candidatureOf(tx: TxScope, id: number) {
    const candidature = (await loadCandidatures(tx, [id])).get(id);
    if (!candidature) throw new Error(`application ${id} vanished inside its own transaction`);
    return candidature;
  }

  const receipt: MailHandlers['receipt'] = async (tx, event) => {
    const c = await candidatureOf(tx, event.candidatureId);
    const lang = await langOf(tx.db, event.individuId);
    const content = renderMail(
      receiptMessage(
        {
          person: c.individu,
          offre: offreName(lang, c.posteVacant),
          date: longDate(lang).format(new Date(c.dateCandidature)),
          espaceUrl: page(lang, '/mon-espace'),
          org: brand.org,
        },
        lang,
      ),
      brand,
      lang,
    );
    await enqueueMail(ctx, tx, { kind: 'receipt', to: c.individu.email, content, individuId: event.individuId });
  };

  const statusNotice: MailHandlers['statusNotice'] = async (tx, event) => {
    // The move to "consultée par le recruteur" on opening a sheet tells the candidate nothing (§12).
    if (event.automatic) return;
    const c = await candidatureOf(tx, event.candidatureId);
    const lang = await langOf(tx.db, event.individuId);
    const etat = referenceLabelIn(lang, c.etatCandidature.etat);
    const content = renderMail(
      statusMessage(
        { person: c.individu, offre: offreName(lang, c.posteVacant), etat, espaceUrl: page(lang, '/mon-espace') },
        lang,
      ),
      brand,
      lang,
    );
    await enqueueMail(ctx, tx, { kind: 'status', to: c.individu.email, content, individuId: event.individuId });
  };

  /** Messages 3 and 4: a single-use link for the account's owner, in their language, never shown. */
  async function accountLinkMail(
    tx: TxScope,
    userId: number,
    purpose: 'verify' | 'reset',
    path: string,
    message: typeof verifyMessage,
  ) {
    const account = await accountOf(tx, userId);
    if (!account) return;
    const token = await issueAccountToken(tx, { userId, purpose, now: ctx.clock.now() });
    const individuId = account.individuId;
    const lang = await langOf(tx.db, individuId);
    const content = renderMail(message({ link: link(lang, path, token), org: brand.org }, lang), brand, lang);
    await enqueueMail(ctx, tx, { kind: purpose, to: account.email, content, sensitive: true, individuId });
  }

  const verification = (tx: TxScope, userId: number) =>
    accountLinkMail(tx, userId, 'verify', '/verifier-email', verifyMessage);

  const reset: MailHandlers['reset'] = (tx, event) =>
    accountLinkMail(tx, event.userId, 'reset', '/mot-de-passe/nouveau', resetMessage);

  const invitation: MailHandlers['invitation'] = async (tx, event) => {
    const account = await accountOf(tx, event.userId);
    if (!account) return;
    const token = await issueAccountToken(tx, { userId: event.userId, purpose: 'invite', now: ctx.clock.now() });
    const individuId = account.individuId;
    const lang = await langOf(tx.db, individuId);
    const role = await roleOf(tx, event.userId);
    const content = renderMail(
      invitationMessage({ link: link(lang, '/invitation', token), org: brand.org, role }, lang),
      brand,
      lang,
    );
    await enqueueMail(ctx, tx, { kind: 'invitation', to: account.email, content, sensitive: true, individuId });
  };

  const erasureNotice: MailHandlers['erasureNotice'] = async (tx, event) => {
    if (event.by !== 'self') return;
    const lang = isLang(event.langue) ? event.langue : 'fr';
    const content = renderMail(
      erasureMessage({ applications: event.applications, files: event.files, org: brand.org }, lang),
      brand,
      lang,
    );
    // Not tied to the individu: the person is gone, and this last message must not go with them.
    await enqueueMail(ctx, tx, { kind: 'erasure', to: event.email, content, individuId: null });
  };

  // §18, message 8: the double opt-in link; nothing else ever goes to an unconfirmed address.
  const alerteConfirmation: MailHandlers['alerteConfirmation'] = async (tx, event) => {
    const issued = await issueAlerteConfirmation(tx, event.alerteId, ctx.clock.now());
    if (!issued) return;
    const lang: Lang = issued.langue === 'en' ? 'en' : 'fr';
    const content = renderMail(
      alerteConfirmMessage(
        {
          link: link(lang, '/alertes/confirmer', issued.token),
          org: brand.org,
          criteres: issued.criteres,
          frequence: issued.frequence,
        },
        lang,
      ),
      brand,
      lang,
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
    const lang: Lang = event.langue === 'en' ? 'en' : 'fr';
    const content = renderMail(
      alerteOffresMessage(
        {
          offres: event.offres.map((o) => ({
            nom: o.nom,
            // The offer's page says where the visitor came from (§22): an application from it is ALERTE's.
            url: `${page(lang, `/offre/dtail/${o.id}`)}?${ALERTE_UTM_QUERY}`,
            detail: o.detail,
          })),
          autres: event.autres,
          criteres: event.criteres,
          listUrl: event.listUrl,
          manageUrl: event.manageUrl,
          unsubscribeUrl: event.unsubscribeUrl,
          org: brand.org,
        },
        lang,
      ),
      brand,
      lang,
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
