import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { answerTemplatesRecord, newSlotLockRecord } from '../../src/domain/answers/record';
import { slotLockId } from '../../src/domain/answers/slots';
import { ANSWER_LINK_TTL_DAYS } from '../../src/domain/answers/contract';
import { newLinkDates } from '../../src/domain/shared/link-dates';
import { answerDocument, bookingDocument } from '../fixtures/answer-factory';
import { actors, type Actor } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

/**
 * The firm's answer (issue 35): leadAnswers and consultationBookings are read by the firm they
 * belong to on any plan and by the operator; nobody writes them from a browser. A firm's time
 * locks, saved templates and the client's answer and booking links are functions only.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('answers');
});
afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('leadAnswers/free-answer').set(answerDocument({ firmId: 'firm-free', leadId: 'free-lead' }));
    await db.doc('leadAnswers/premium-answer').set(answerDocument({ firmId: 'firm-premium', leadId: 'premium-lead' }));
    await db.doc('consultationBookings/free-booking').set(bookingDocument({ bookingId: 'free-booking', firmId: 'firm-free' }));
    await db
      .doc('consultationBookings/premium-booking')
      .set(bookingDocument({ bookingId: 'premium-booking', firmId: 'firm-premium' }));
    // As the writers write them: bookConsultation's locks and saveAnswerTemplates' list
    // (src/domain/answers/record.ts), the answer and booking links' single-use records
    // (functions/src/shared/single-use-links.ts: the token's hash as the id).
    const lock = newSlotLockRecord({
      firmId: 'firm-premium',
      bookingId: 'premium-booking',
      blockStart: 1800000000000,
      at: new Date(),
    });
    await db.doc(`firmSlotLocks/${slotLockId('firm-premium', 1800000000000)}`).set(lock);
    const template = { name: 'Divorce', message: 'We can help with your divorce.' };
    await db
      .doc('answerTemplates/firm-premium')
      .set(answerTemplatesRecord({ templates: [template], updatedBy: 'u-premium', at: new Date() }));
    const link = { ...newLinkDates(Date.now(), ANSWER_LINK_TTL_DAYS), expireAt: new Date() };
    await db.doc('answerLinks/h1').set({ answerId: 'premium-answer', leadId: 'premium-lead', ...link });
    await db.doc('bookingLinks/h2').set({ bookingId: 'premium-booking', leadId: 'premium-lead', ...link });
  });
});

const { as, anon } = actors(() => env);

describe.each([
  ['leadAnswers', 'free-answer', 'premium-answer'],
  ['consultationBookings', 'free-booking', 'premium-booking'],
])('%s', (collectionName, freeId, premiumId) => {
  it('a free firm reads its own (answers work on every plan)', async () => {
    await assertSucceeds(getDoc(doc(as('freeFirm'), `${collectionName}/${freeId}`)));
  });
  it('a paid firm reads its own, and lists them by its firm id', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), `${collectionName}/${premiumId}`)));
    await assertSucceeds(getDocs(query(collection(as('premiumFirm'), collectionName), where('firmId', '==', 'firm-premium'))));
  });
  it('another firm reads neither one nor a list of them', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), `${collectionName}/${premiumId}`)));
    await assertFails(getDoc(doc(as('premiumFirm'), `${collectionName}/${freeId}`)));
    await assertFails(getDocs(collection(as('otherFirm'), collectionName)));
  });
  it('an anonymous visitor and a signed-in client read nothing', async () => {
    await assertFails(getDoc(doc(anon(), `${collectionName}/${premiumId}`)));
    await assertFails(getDoc(doc(as('client'), `${collectionName}/${premiumId}`)));
  });
  it('the operator reads them all', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), `${collectionName}/${premiumId}`)));
    await assertSucceeds(getDocs(collection(as('admin'), collectionName)));
  });
  it.each(['premiumFirm', 'freeFirm', 'admin', 'client'] as Actor[])('%s cannot create, change or delete one', async (actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, `${collectionName}/new-one`), { firmId: 'firm-premium' }));
    await assertFails(updateDoc(doc(db, `${collectionName}/${premiumId}`), { firmId: 'firm-premium', message: 'edited' }));
    await assertFails(deleteDoc(doc(db, `${collectionName}/${premiumId}`)));
  });
  it('an anonymous visitor cannot write one', async () => {
    await assertFails(setDoc(doc(anon(), `${collectionName}/new-one`), { firmId: 'firm-premium' }));
  });
});

describe.each([
  ['firmSlotLocks', 'firm-premium_1800000000000'],
  ['answerTemplates', 'firm-premium'],
  ['answerLinks', 'h1'],
  ['bookingLinks', 'h2'],
])('%s: functions only', (collectionName, id) => {
  it.each(['premiumFirm', 'freeFirm', 'otherFirm', 'admin', 'client'] as Actor[])(
    '%s can neither read nor write',
    async (actor) => {
      const db = as(actor);
      await assertFails(getDoc(doc(db, `${collectionName}/${id}`)));
      await assertFails(getDocs(collection(db, collectionName)));
      await assertFails(setDoc(doc(db, `${collectionName}/${id}`), { firmId: 'firm-premium' }));
      await assertFails(deleteDoc(doc(db, `${collectionName}/${id}`)));
    },
  );
  it('an anonymous visitor can neither read nor write', async () => {
    await assertFails(getDoc(doc(anon(), `${collectionName}/${id}`)));
    await assertFails(setDoc(doc(anon(), `${collectionName}/other`), { usedAt: null }));
  });
});
