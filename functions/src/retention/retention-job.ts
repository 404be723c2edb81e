import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { openLeadAnonymised } from '@/domain/leads/open-lead-record';
import { removeAnswerDataNow } from '../answers/personal-data';
import { leadPersonalInfoRemoval } from '@/domain/leads/record';
import { RETENTION, retentionCutoffs } from '@/domain/privacy/retention';
import { z } from 'zod';
import { closeFirm, type Closer } from '../account/firm-closure';
import { auth, db } from '../shared/admin';
import { confirmationLinks, type ConfirmationRecord } from '../firms/firm-email-confirmation-store';
import {
  collections,
  fieldsOf,
  firmPrivateGroup,
  requestChoiceDoc,
  retentionStateDoc,
  storedTimestamp,
} from '../shared/documents';

/** What the lead pass reads of each old lead: whether it was already emptied, and its place in the order. */
const retentionFieldsSchema = z.object({ personalInfoRemoved: z.unknown().optional(), createdAt: storedTimestamp });
/** The account's login, which a confirmation may still verify. */
const loginSchema = z.object({ adminUserId: z.string().optional() });
import { updateLead } from '../shared/lead-writes';
import { updateOpenLead } from '../shared/record-writes';

/** Where the lead pass stopped: the last lead it cleaned (its createdAt and id). */
const retentionStateSchema = z.object({ leadsDoneUntil: z.instanceof(Timestamp), leadsDoneId: z.string().min(1) });

/** Documents one query page removes or rewrites; a run goes on page by page until nothing is due. */
const PAGE = 200;
/** Bounded work per run: a backlog larger than this is finished by the next night's run. */
const MAX_PAGES = 25;

/** The bounds of one run: pages of `pageSize`, at most `maxPages` per pass, no page started after `deadline`. */
interface RetentionLimits {
  pageSize: number;
  maxPages: number;
  deadline: number;
}

/** A run starts no new page after this long (inside the job's 540 s timeout). */
const RETENTION_BUDGET_MS = 400_000;

/** May the pass take page `page`? Within its count and the run's time. */
const mayTakePage = (page: number, limits: RetentionLimits) => page < limits.maxPages && Date.now() < limits.deadline;

export interface RetentionReport {
  leadsAnonymised: number;
  openLeadsAnonymised: number;
  contactsDeleted: number;
  contactMessagesDeleted: number;
  /** Firm registrations whose address was never confirmed, closed through closeFirm. */
  unconfirmedRegistrationsClosed: number;
  /** Translation suggestions decided, or left undecided, longer ago than RETENTION.translationSuggestionMonths. */
  translationSuggestionsDeleted: number;
  /** Why the run ended: nothing due was left, or a pass reached its page count or the time budget. */
  stoppedBy: 'done' | 'count' | 'time';
  /** Leads, contacts, contact messages, registrations and suggestions still due when the run ended (the next run's). */
  remaining: number;
}

/** Who the audit log names for a closure of a never-confirmed registration: the schedule, not a person. */
const RETENTION_CLOSER: Closer = { uid: 'system:retention', email: null };

/** Each closure is a few dozen reads and deletes: this many a run, the rest the next night. */
const MAX_CLOSURES = 50;

async function deleteAll(query: Query, limits: RetentionLimits): Promise<number> {
  let deleted = 0;
  for (let page = 0; mayTakePage(page, limits); page++) {
    const snapshot = await query.limit(limits.pageSize).get();
    if (snapshot.empty) break;
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snapshot.size;
  }
  return deleted;
}

/**
 * Leads older than the cutoff lose the client's details (the lead stays for the firm's figures
 * and quota history). Already-cleaned leads are skipped by a cursor kept in `system/retention`,
 * so a run reads only leads it has not processed, never the whole history again.
 */
async function anonymiseOldLeads(
  cutoff: Timestamp,
  at: Timestamp,
  limits: RetentionLimits,
): Promise<{ leads: number; openLeads: number; left: number }> {
  const stateRef = retentionStateDoc();
  const state = retentionStateSchema.safeParse((await stateRef.get()).data());
  let cursor = state.success ? ([state.data.leadsDoneUntil, state.data.leadsDoneId] as const) : null;
  let leads = 0;
  let openLeads = 0;
  const pending = () => {
    const query = collections.leads().where('createdAt', '<', cutoff).orderBy('createdAt').orderBy('__name__');
    return cursor ? query.startAfter(cursor[0], cursor[1]) : query;
  };
  for (let page = 0; mayTakePage(page, limits); page++) {
    const snapshot = await pending().limit(limits.pageSize).get();
    if (snapshot.empty) break;
    const batch = db.batch();
    for (const doc of snapshot.docs) {
      if (fieldsOf(retentionFieldsSchema, doc)?.personalInfoRemoved) continue;
      updateLead(batch, doc.ref, leadPersonalInfoRemoval('retention', at.toDate()));
      // The phone number and consent given with the request (messagingChoices/lead-{id}) go with its details.
      batch.delete(requestChoiceDoc(doc.id));
      // The firm's answers to it and its consultations go the same way (answers/personal-data.ts).
      await removeAnswerDataNow(doc.id, 'retention', at.toDate());
      leads++;
      const copies = await collections.openLeads().where('originalLeadId', '==', doc.id).get();
      for (const copy of copies.docs) {
        updateOpenLead(batch, copy.ref, openLeadAnonymised());
        openLeads++;
      }
    }
    const last = snapshot.docs[snapshot.docs.length - 1]!;
    const lastCreated = fieldsOf(retentionFieldsSchema, last)?.createdAt;
    if (!lastCreated) break;
    cursor = [lastCreated, last.id];
    batch.set(stateRef, { leadsDoneUntil: cursor[0], leadsDoneId: cursor[1], updatedAt: at }, { merge: true });
    await batch.commit();
  }
  // Leads past the cursor: the next run's (an already-emptied one among them is passed over there).
  return { leads, openLeads, left: (await pending().count().get()).data().count };
}

/**
 * Registrations never confirmed and older than the cutoff are closed through closeFirm, with no
 * email (the address never proved to be the registrant's). Found by the account's
 * `emailConfirmedAt: null` (set at registration, replaced at confirmation; absent on older and
 * seeded firms, which are never touched), a collection-group query with its own index. Skipped,
 * and left to a later run, when a confirmation link sent for it still works or its login is
 * verified after all: a closure must never take an account someone can still confirm.
 */
async function closeUnconfirmedRegistrations(
  cutoff: Timestamp,
  now: number,
  limits: RetentionLimits,
): Promise<{ closed: number; left: number }> {
  let closed = 0;
  let after: QueryDocumentSnapshot | null = null;
  let cut = false;
  for (let page = 0; ; page++) {
    if (!mayTakePage(page, limits) || closed >= MAX_CLOSURES) {
      cut = true;
      break;
    }
    let query = firmPrivateGroup().where('emailConfirmedAt', '==', null).where('createdAt', '<', cutoff).orderBy('createdAt');
    if (after) query = query.startAfter(after);
    const snapshot = await query.limit(MAX_CLOSURES).get();
    if (snapshot.empty) break;
    for (const doc of snapshot.docs) {
      const firmId = doc.ref.parent.parent?.id;
      if (doc.id !== 'account' || !firmId || closed >= MAX_CLOSURES) continue;
      if (await stillConfirmable(firmId, fieldsOf(loginSchema, doc)?.adminUserId, now)) continue;
      try {
        await closeFirm(firmId, RETENTION_CLOSER, {
          notify: false,
          reason: `Email address not confirmed within ${RETENTION.unconfirmedRegistrationDays} days of registration`,
        });
        closed++;
      } catch (error) {
        logger.error('unconfirmed registration not closed', { firmId, error: String(error) });
      }
    }
    after = snapshot.docs[snapshot.docs.length - 1]!;
    if (snapshot.size < MAX_CLOSURES) break;
  }
  if (!cut) return { closed, left: 0 };
  // Cut short: the registrations this run did not look at are the next run's.
  let rest = firmPrivateGroup().where('emailConfirmedAt', '==', null).where('createdAt', '<', cutoff).orderBy('createdAt');
  if (after) rest = rest.startAfter(after);
  return { closed, left: (await rest.count().get()).data().count };
}

/** A link still works for the registration, or its login's address is verified after all. */
async function stillConfirmable(firmId: string, uid: unknown, now: number): Promise<boolean> {
  const links = await confirmationLinks.records().where('firmId', '==', firmId).get();
  const working = (link: ConfirmationRecord | null) => link !== null && !link.usedAt && link.expiresAt.toMillis() > now;
  if (links.docs.some((link) => working(link.data()))) return true;
  if (typeof uid !== 'string' || !uid) return false;
  const user = await auth.getUser(uid).catch(() => null);
  if (user?.emailVerified) {
    logger.warn('registration marked unconfirmed but its login is verified; left open', { firmId });
    return true;
  }
  return false;
}

/**
 * One run of the retention policy at `now` (the nightly schedule passes the time; tests pass a
 * moved clock). Mail and release links go by their TTL policies; this removes what a TTL cannot
 * express.
 */
export async function runRetention(now: number, bounds: Partial<RetentionLimits> = {}): Promise<RetentionReport> {
  const limits: RetentionLimits = {
    pageSize: bounds.pageSize ?? PAGE,
    maxPages: bounds.maxPages ?? MAX_PAGES,
    deadline: bounds.deadline ?? Date.now() + RETENTION_BUDGET_MS,
  };
  const cut = retentionCutoffs(now);
  const at = Timestamp.fromMillis(now);
  const anonymised = await anonymiseOldLeads(Timestamp.fromMillis(cut.leadPersonalInfo), at, limits);
  const contacts = collections.contacts().where('createdAt', '<', Timestamp.fromMillis(cut.contacts));
  const contactsDeleted = await deleteAll(contacts, limits);
  const messages = collections.contactMessages().where('createdAt', '<', Timestamp.fromMillis(cut.contactMessages));
  const contactMessagesDeleted = await deleteAll(messages, limits);
  const registrations = await closeUnconfirmedRegistrations(Timestamp.fromMillis(cut.unconfirmedRegistrations), now, limits);
  // Translation suggestions: a decided one by its decision (an undecided one has no decidedAt, and a
  // range filter never matches null), an undecided one by when it was sent (index: status, createdAt).
  const suggestionsCut = Timestamp.fromMillis(cut.translationSuggestions);
  const decidedSuggestions = collections.translationSuggestions().where('decidedAt', '<', suggestionsCut);
  const openSuggestions = collections
    .translationSuggestions()
    .where('status', '==', 'pending')
    .where('createdAt', '<', suggestionsCut);
  const translationSuggestionsDeleted =
    (await deleteAll(decidedSuggestions, limits)) + (await deleteAll(openSuggestions, limits));
  const left = await Promise.all([contacts, messages, decidedSuggestions, openSuggestions].map((q) => q.count().get()));
  const remaining = anonymised.left + registrations.left + left.reduce((sum, count) => sum + count.data().count, 0);
  return {
    leadsAnonymised: anonymised.leads,
    openLeadsAnonymised: anonymised.openLeads,
    contactsDeleted,
    contactMessagesDeleted,
    unconfirmedRegistrationsClosed: registrations.closed,
    translationSuggestionsDeleted,
    stoppedBy: remaining === 0 ? 'done' : Date.now() >= limits.deadline ? 'time' : 'count',
    remaining,
  };
}
