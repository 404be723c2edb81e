/**
 * The security-compromise register (POPIA s22; src/domain/privacy/security-compromises.ts owns the
 * document): recordSecurityCompromise, sendCompromiseNotices and recordRegulatorReport, operators
 * only, each step audited and kept in the record's history.
 */
import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  classifyAffected,
  COMPROMISE_MESSAGES,
  isClaimable,
  newSecurityCompromise,
  securityCompromiseDocumentSchema,
  type AffectedPerson,
  type CompromiseStep,
  type RecordRegulatorReportResult,
  type RecordSecurityCompromiseResult,
  type SendCompromiseNoticesResult,
} from '@/domain/privacy/security-compromises';
import type { MessagingChannel } from '@/domain/notifications/channels';
import { auditEntry } from '@/domain/shared/audit-entry';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/shared/locales';
import { parseStored } from '@/domain/shared/stored-date';
import { db } from '../shared/admin';
import { callable, callableError, type Caller } from '../shared/callable';
import { collections } from '../shared/documents';
import { enqueueMail } from '../shared/mail-queue';
import { writeAuditEntry } from '../shared/record-writes';
import { emailKey } from '../notifications/choices';
import { queuePhoneMessage } from '../notifications/service';
import { spellings } from './personal-data-store';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const byOf = (caller: Caller) => caller.email ?? caller.uid!;
const auditBy = (caller: Caller) => ({ uid: caller.uid!, email: caller.email });
const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const createdMillis = (d: DocumentData) => (d.createdAt as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;
const updatedMillis = (d: DocumentData) => (d.updatedAt as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;

/** The person's latest request by address: their language. */
async function latestLeadByEmail(email: string): Promise<DocumentData | null> {
  const snap = await collections.leads().where('formData.email', 'in', spellings(email)).limit(50).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => createdMillis(b) - createdMillis(a))[0] ?? null;
}

/** Who one line of the affected list is: their address, number, request and language. */
async function resolvePerson(raw: string): Promise<AffectedPerson> {
  const id = classifyAffected(raw)!;
  const person = { identifier: id.value, email: null, phone: null, leadId: null, notifiedAt: null, channels: [] };
  if (id.kind === 'email') {
    const lead = await latestLeadByEmail(id.value);
    return { ...person, email: id.value, locale: localeOf(lead?.formData?.locale), found: true };
  }
  if (id.kind === 'phone') {
    // The number's holder is known from a phone choice they gave (a request's, or a firm's).
    const choices = (await collections.messagingChoices().where('phone', '==', id.value).limit(20).get()).docs.map((d) =>
      d.data(),
    );
    const choice = choices.sort((a, b) => updatedMillis(b) - updatedMillis(a))[0];
    const lead = typeof choice?.leadId === 'string' ? (await collections.leads().doc(choice.leadId).get()).data() : undefined;
    const email = typeof lead?.formData?.email === 'string' ? (lead.formData.email as string).toLowerCase() : null;
    return {
      ...person,
      phone: id.value,
      email,
      leadId: typeof choice?.leadId === 'string' ? choice.leadId : null,
      locale: localeOf(choice?.locale ?? lead?.formData?.locale),
      found: true,
    };
  }
  const lead = (await collections.leads().doc(id.value).get()).data();
  const email = typeof lead?.formData?.email === 'string' ? (lead.formData.email as string).toLowerCase() : null;
  return { ...person, leadId: id.value, email, locale: localeOf(lead?.formData?.locale), found: !!email };
}

export const recordSecurityCompromise = callable('recordSecurityCompromise', {
  access: 'admin',
  handler: async ({ affected, ...fields }, caller): Promise<RecordSecurityCompromiseResult> => {
    const unique = [...new Map(affected.map((a) => [classifyAffected(a)!.value, a])).values()];
    const people: AffectedPerson[] = [];
    // A few reads each, in small groups: a record lists at most MAX_AFFECTED people.
    for (let i = 0; i < unique.length; i += 20) people.push(...(await Promise.all(unique.slice(i, i + 20).map(resolvePerson))));
    const ref = collections.securityCompromises().doc();
    const batch = db.batch();
    batch.create(ref, newSecurityCompromise(fields, people, { at: new Date(), by: byOf(caller) }));
    writeAuditEntry(
      batch,
      auditEntry({
        by: auditBy(caller),
        firmId: null,
        field: 'security-compromise',
        before: '',
        after: `recorded (${ref.id})`,
        note: `${people.length} people listed, discovered ${fields.discoveredOn}`,
      }),
    );
    await batch.commit();
    return { compromiseId: ref.id, found: people.filter((p) => p.found).length };
  },
});

/** The phone choice that decides a person's phone message: the latest they gave, for their address or number. */
async function phoneChoiceOf(
  person: Pick<AffectedPerson, 'email' | 'phone'>,
): Promise<{ phone: string; channel: MessagingChannel; locale: Locale } | null> {
  const queries = [
    ...(person.email ? [collections.messagingChoices().where('emailKey', '==', emailKey(person.email))] : []),
    ...(person.phone ? [collections.messagingChoices().where('phone', '==', person.phone)] : []),
  ];
  const docs = (await Promise.all(queries.map((q) => q.limit(20).get()))).flatMap((s) => s.docs.map((d) => d.data()));
  if (person.email) {
    const firm = await collections.messagingChoices().doc(emailKey(person.email)).get();
    if (firm.exists) docs.push(firm.data()!);
  }
  const choice = docs
    .filter((d) => typeof d.phone === 'string' && (d.channel === 'whatsapp' || d.channel === 'sms'))
    .sort((a, b) => updatedMillis(b) - updatedMillis(a))[0];
  return choice
    ? { phone: choice.phone as string, channel: choice.channel as MessagingChannel, locale: localeOf(choice.locale) }
    : null;
}

/** The stored affected list from the parsed one (millis back to dates), with `change` applied to person `i`. */
function storedAffected(
  people: AffectedPerson<number>[],
  change: (person: AffectedPerson<number>, i: number) => AffectedPerson<number>,
): AffectedPerson[] {
  const date = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));
  return people.map((p, i) => {
    const changed = change(p, i);
    return { ...changed, notifiedAt: date(changed.notifiedAt), claimedAt: date(changed.claimedAt) };
  });
}

/** The record, parsed, read in the caller's transaction; refuses an unknown id. */
async function readCompromise(tx: Transaction, ref: DocumentReference) {
  const snap = await tx.get(ref);
  if (!snap.exists) throw callableError('compromise-not-found', COMPROMISE_MESSAGES.notFound, 'compromiseId');
  return parseStored(securityCompromiseDocumentSchema, ref.path, snap.data());
}

/** A step of the record: in its history and, with the same note, in the audit trail, in the caller's transaction. */
function writeCompromiseStep(
  tx: Transaction,
  ref: DocumentReference,
  caller: Caller,
  step: CompromiseStep,
  after: string,
  fields: Record<string, unknown>,
): void {
  tx.update(ref, { ...fields, history: FieldValue.arrayUnion(step) });
  writeAuditEntry(
    tx,
    auditEntry({ by: auditBy(caller), firmId: null, field: 'security-compromise', before: 'recorded', after, note: step.note }),
  );
}

/**
 * Tells every listed person not told yet: the notice by email in their language, and its alert on
 * their phone when they chose phone messages and confirmed the number (STOP respected). People
 * already told are skipped, so calling it again after adding nobody sends nothing. Each person is
 * claimed in a transaction before anything is queued (`claimedAt`), so two sends at the same time
 * (two operators, a double click) never tell anyone twice: the second finds them claimed.
 */
export const sendCompromiseNotices = callable('sendCompromiseNotices', {
  access: 'admin',
  handler: async ({ compromiseId }, caller): Promise<SendCompromiseNoticesResult> => {
    const ref = collections.securityCompromises().doc(compromiseId);
    const now = new Date();
    const { record, claimed } = await db.runTransaction(async (tx) => {
      const read = await readCompromise(tx, ref);
      const mine = read.affected.flatMap((p, i) => (isClaimable(p, now.getTime()) ? [i] : []));
      if (mine.length > 0) {
        const claimedAt = now.getTime();
        tx.update(ref, { affected: storedAffected(read.affected, (p, i) => (mine.includes(i) ? { ...p, claimedAt } : p)) });
      }
      return { record: read, claimed: new Set(mine) };
    });
    const result: SendCompromiseNoticesResult = {
      emails: 0,
      phoneMessages: 0,
      unreachable: record.affected.filter((p) => !p.found).length,
    };
    const tell = async (person: AffectedPerson<number>, index: number): Promise<string[]> => {
      const channels: string[] = [];
      const mailId = person.email
        ? await enqueueMail(null, {
            to: person.email,
            template: 'security-compromise-notice',
            language: person.locale,
            data: {
              discoveredOn: record.discoveredOn,
              categories: record.categories,
              summary: record.summary,
              consequences: record.consequences,
              stepsTaken: record.stepsTaken,
              unauthorisedPerson: record.unauthorisedPerson,
            },
          })
        : null;
      if (mailId) channels.push('email');
      const choice = await phoneChoiceOf(person);
      if (choice) {
        const queued = await queuePhoneMessage({
          id: `compromise-${compromiseId}-${index}`,
          phone: choice.phone,
          channel: choice.channel,
          // The person's language: their request's, else the one their phone choice was given in.
          locale: person.locale === DEFAULT_LOCALE ? choice.locale : person.locale,
          message: 'security-notice',
        });
        if (queued) channels.push(choice.channel);
      }
      if (channels.length === 0) result.unreachable++;
      result.emails += channels.includes('email') ? 1 : 0;
      result.phoneMessages += channels.some((c) => c !== 'email') ? 1 : 0;
      return channels;
    };
    // A few people at a time: a record lists up to MAX_AFFECTED, each a mail, a query and a phone message.
    const sent = new Map<number, string[]>();
    const indexes = [...claimed];
    for (let i = 0; i < indexes.length; i += 20) {
      const slice = indexes.slice(i, i + 20);
      const channels = await Promise.all(slice.map((index) => tell(record.affected[index]!, index)));
      slice.forEach((index, j) => sent.set(index, channels[j]!));
    }
    const step: CompromiseStep = {
      action: 'notices-sent',
      note: `${count(result.emails, 'email')}, ${count(result.phoneMessages, 'phone message')}, ${result.unreachable} not reachable`,
      at: now,
      by: byOf(caller),
    };
    // What went is written over the record as it is now: another send may have told others meanwhile.
    await db.runTransaction(async (tx) => {
      const current = await readCompromise(tx, ref);
      const affected = storedAffected(current.affected, (p, i) => {
        const channels = sent.get(i);
        if (!channels || p.claimedAt !== now.getTime()) return p;
        return channels.length > 0 ? { ...p, notifiedAt: now.getTime(), channels, claimedAt: null } : { ...p, claimedAt: null };
      });
      writeCompromiseStep(tx, ref, caller, step, `notices sent (${compromiseId})`, {
        affected,
        ...(result.emails + result.phoneMessages > 0 && !current.noticesSentAt ? { noticesSentAt: now } : {}),
      });
    });
    return result;
  },
});

/** The report was submitted on the Regulator's eServices portal: its reference, once. */
export const recordRegulatorReport = callable('recordRegulatorReport', {
  access: 'admin',
  handler: async ({ compromiseId, reference }, caller): Promise<RecordRegulatorReportResult> => {
    const ref = collections.securityCompromises().doc(compromiseId);
    return db.runTransaction(async (tx) => {
      const record = await readCompromise(tx, ref);
      if (record.regulatorReportedAt) throw callableError('regulator-report-recorded', COMPROMISE_MESSAGES.alreadyReported);
      const at = new Date();
      const step: CompromiseStep = { action: 'reported-to-regulator', note: reference, at, by: byOf(caller) };
      writeCompromiseStep(tx, ref, caller, step, `reported to the Regulator (${compromiseId})`, {
        regulatorReportedAt: at,
        regulatorReference: reference,
      });
      return { reportedAt: at.getTime() };
    });
  },
});
