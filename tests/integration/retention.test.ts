import { newTranslationSuggestionRecord, suggestionDecision } from '@/domain/i18n/suggestions';
import { leadSchema } from '@/domain/leads/lead-documents';
import { LEAD_PERSONAL_FIELDS, monthsBefore, RETENTION } from '@/domain/privacy/retention';
import { parseStored } from '@/domain/shared/stored-date';
import { runRetention } from '../../functions/src/retention/retention-job';
import { leadDocument, openLeadDocument } from '../fixtures/lead-factory';
import { db } from './emulator-clients';

/**
 * The nightly retention job with the clock moved: documents are dated in 2001 so that no other
 * suite's documents are old enough to be touched, and `now` is chosen so the cutoff falls between
 * the seeded "just too old" and "just young enough" documents.
 */
const now = Date.UTC(2002, 5, 15, 12);
const day = 86_400_000;
const tooOld = (months: number) => new Date(monthsBefore(now, months) - day);
const keep = (months: number) => new Date(monthsBefore(now, months) + day);
const run = `${Date.now()}`;

const ids = {
  oldLead: `ret-old-${run}`,
  youngLead: `ret-young-${run}`,
  oldOpen: `ret-open-${run}`,
  oldContact: `ret-contact-old-${run}`,
  youngContact: `ret-contact-young-${run}`,
  oldMessage: `ret-msg-old-${run}`,
  youngMessage: `ret-msg-young-${run}`,
  oldDecided: `ret-suggest-decided-old-${run}`,
  lateDecided: `ret-suggest-decided-late-${run}`,
  oldUndecided: `ret-suggest-open-old-${run}`,
  youngUndecided: `ret-suggest-open-young-${run}`,
};

beforeAll(async () => {
  const months = RETENTION.leadPersonalInfoMonths;
  const client = {
    firstName: 'Lerato',
    lastName: 'Dube',
    email: 'lerato@example.co.za',
    phone: '0821234567',
    description: 'My landlord locked me out.',
  };
  await db.doc(`leads/${ids.oldLead}`).set(
    leadDocument({
      firmId: 'ret-firm',
      createdAt: tooOld(months),
      updatedAt: tooOld(months),
      assignedAt: tooOld(months),
      formData: client,
    }),
  );
  await db.doc(`leads/${ids.youngLead}`).set(
    leadDocument({
      firmId: 'ret-firm',
      createdAt: keep(months),
      updatedAt: keep(months),
      assignedAt: keep(months),
      formData: client,
    }),
  );
  await db
    .doc(`openLeads/${ids.oldOpen}`)
    .set(openLeadDocument({ originalLeadId: ids.oldLead, displayName: 'Lerato D.', createdAt: tooOld(months) }));
  // The phone choices given with each request, as writeRequestChoice stores them.
  const choice = (leadId: string, at: Date) => ({
    phone: '+27821234567',
    channel: 'sms',
    audience: 'client',
    leadId,
    emailKey: 'a'.repeat(64),
    locale: 'en',
    consent: { purpose: 'Send me updates', policyVersion: '1', givenAt: at },
    updatedAt: at,
  });
  await db.doc(`messagingChoices/lead-${ids.oldLead}`).set(choice(ids.oldLead, tooOld(months)));
  await db.doc(`messagingChoices/lead-${ids.youngLead}`).set(choice(ids.youngLead, keep(months)));
  const contact = (createdAt: Date) => ({
    firstName: 'Lerato',
    lastName: 'Dube',
    email: 'lerato@example.co.za',
    consent: true,
    createdAt,
  });
  await db.doc(`contacts/${ids.oldContact}`).set(contact(tooOld(RETENTION.contactMonths)));
  await db.doc(`contacts/${ids.youngContact}`).set(contact(keep(RETENTION.contactMonths)));
  const message = (createdAt: Date) => ({
    name: 'Lerato',
    email: 'lerato@example.co.za',
    topic: 'general',
    message: 'Hello there, a question.',
    status: 'new',
    createdAt,
  });
  await db.doc(`contactMessages/${ids.oldMessage}`).set(message(tooOld(RETENTION.contactMessageMonths)));
  await db.doc(`contactMessages/${ids.youngMessage}`).set(message(keep(RETENTION.contactMessageMonths)));
  // Translation suggestions as suggestTranslation writes them, and decided as decideTranslationSuggestion decides them.
  const suggestionMonths = RETENTION.translationSuggestionMonths;
  const sent = (at: Date) =>
    newTranslationSuggestionRecord({
      locale: 'zu',
      messageId: 'footer.home',
      english: 'Home',
      current: 'Ikhaya',
      text: 'Ekhaya',
      note: 'Kuzwakala kangcono.',
      at,
    });
  const decided = (at: Date, decision: 'accept' | 'decline') =>
    suggestionDecision({ decision, acceptedText: 'Ekhaya', reviewedBy: 'Thandi Nkosi', decidedByUid: 'reviewer', at });
  const farBack = new Date(monthsBefore(now, suggestionMonths + 6));
  await db
    .doc(`translationSuggestions/${ids.oldDecided}`)
    .set({ ...sent(farBack), ...decided(tooOld(suggestionMonths), 'decline') });
  // Sent long ago, accepted within the period: kept, the decision counts.
  await db
    .doc(`translationSuggestions/${ids.lateDecided}`)
    .set({ ...sent(farBack), ...decided(keep(suggestionMonths), 'accept') });
  await db.doc(`translationSuggestions/${ids.oldUndecided}`).set(sent(tooOld(suggestionMonths)));
  await db.doc(`translationSuggestions/${ids.youngUndecided}`).set(sent(keep(suggestionMonths)));
});

it('removes exactly what the policy says is due, and nothing else', async () => {
  const report = await runRetention(now);
  expect(report).toMatchObject({
    leadsAnonymised: 1,
    openLeadsAnonymised: 1,
    contactsDeleted: 1,
    contactMessagesDeleted: 1,
    translationSuggestionsDeleted: 2,
  });

  const old = parseStored(leadSchema, 'old lead', (await db.doc(`leads/${ids.oldLead}`).get()).data());
  for (const field of LEAD_PERSONAL_FIELDS) expect(old.formData[field]).toBeUndefined();
  // What the firm's figures need stays: area, place, status, dates.
  expect(old).toMatchObject({ practiceArea: 'evictions', province: 'Gauteng', status: 'pending', formData: { city: 'Soweto' } });
  expect(old.personalInfoRemoved).toEqual({ at: now, reason: 'retention' });

  const young = parseStored(leadSchema, 'young lead', (await db.doc(`leads/${ids.youngLead}`).get()).data());
  expect(young.formData).toMatchObject({
    firstName: 'Lerato',
    email: 'lerato@example.co.za',
    description: 'My landlord locked me out.',
  });
  expect(young.personalInfoRemoved).toBeUndefined();

  expect((await db.doc(`openLeads/${ids.oldOpen}`).get()).get('displayName')).toBe('Anonymous Client');
  expect((await db.doc(`contacts/${ids.oldContact}`).get()).exists).toBe(false);
  expect((await db.doc(`contacts/${ids.youngContact}`).get()).exists).toBe(true);
  expect((await db.doc(`contactMessages/${ids.oldMessage}`).get()).exists).toBe(false);
  expect((await db.doc(`contactMessages/${ids.youngMessage}`).get()).exists).toBe(true);
});

it('deletes a translation suggestion a year after its decision, or a year after it was sent while undecided', async () => {
  const exists = async (id: string) => (await db.doc(`translationSuggestions/${id}`).get()).exists;
  expect(await exists(ids.oldDecided)).toBe(false);
  expect(await exists(ids.oldUndecided)).toBe(false);
  // The suggester's words and note stay while the period runs from a recent decision, or a recent sending.
  expect((await db.doc(`translationSuggestions/${ids.lateDecided}`).get()).data()).toMatchObject({
    status: 'accepted',
    text: 'Ekhaya',
    note: 'Kuzwakala kangcono.',
  });
  expect(await exists(ids.youngUndecided)).toBe(true);
});

it("deletes the phone choice given with an old request, and keeps a young request's", async () => {
  expect((await db.doc(`messagingChoices/lead-${ids.oldLead}`).get()).exists).toBe(false);
  expect((await db.doc(`messagingChoices/lead-${ids.youngLead}`).get()).get('phone')).toBe('+27821234567');
});

it('does nothing the second time: cleaned leads are not read or rewritten again', async () => {
  const before = (await db.doc(`leads/${ids.oldLead}`).get()).updateTime;
  const report = await runRetention(now + day);
  expect(report).toEqual({
    leadsAnonymised: 0,
    openLeadsAnonymised: 0,
    contactsDeleted: 0,
    contactMessagesDeleted: 0,
    unconfirmedRegistrationsClosed: 0,
    translationSuggestionsDeleted: 0,
    stoppedBy: 'done',
    remaining: 0,
  });
  expect((await db.doc(`leads/${ids.oldLead}`).get()).updateTime?.isEqual(before!)).toBe(true);
});
