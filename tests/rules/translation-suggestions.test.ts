import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { newTranslationSuggestionRecord } from '../../src/domain/i18n/suggestions';
import { actors, type Actor } from './actors';
import { rulesEnv } from './rules-env';

/**
 * translationSuggestions (issue 38): operators and the translation reviewers they name read them;
 * nobody writes one from a browser (suggestTranslation and decideTranslationSuggestion do).
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('translation-suggestions');
});
afterAll(() => env.cleanup());

// As suggestTranslation writes it: the record's owner builds it.
const SUGGESTION = newTranslationSuggestionRecord({
  locale: 'zu',
  messageId: 'footer.home',
  english: 'Home',
  current: 'Ikhaya',
  text: 'Ekhaya',
  note: '',
  at: new Date(),
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'translationSuggestions/s1'), SUGGESTION);
  });
});

const { as, anon } = actors(() => env);
const reviewer = () =>
  env.authenticatedContext('u-reviewer', { translationReviewer: 'Thandi Nkosi', email: 'thandi@example.co.za' }).firestore();
// A firm's login with the claim (never granted: setTranslationReviewer refuses firms) still reads nothing.
const firmWithClaim = () =>
  env.authenticatedContext('u-firm-reviewer', { firmId: 'firm-free', translationReviewer: 'Someone' }).firestore();
const emptyClaim = () => env.authenticatedContext('u-empty', { translationReviewer: '' }).firestore();

describe('translationSuggestions', () => {
  it('an operator reads and lists them, but changes them only through the audited callable', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'translationSuggestions/s1')));
    await assertSucceeds(getDocs(collection(as('admin'), 'translationSuggestions')));
    await assertFails(updateDoc(doc(as('admin'), 'translationSuggestions/s1'), { status: 'accepted' }));
    await assertFails(addDoc(collection(as('admin'), 'translationSuggestions'), SUGGESTION));
    await assertFails(deleteDoc(doc(as('admin'), 'translationSuggestions/s1')));
  });

  it('a translation reviewer reads and lists them, and writes none', async () => {
    await assertSucceeds(getDoc(doc(reviewer(), 'translationSuggestions/s1')));
    await assertSucceeds(getDocs(collection(reviewer(), 'translationSuggestions')));
    await assertFails(updateDoc(doc(reviewer(), 'translationSuggestions/s1'), { status: 'accepted', reviewedBy: 'Thandi' }));
    await assertFails(addDoc(collection(reviewer(), 'translationSuggestions'), SUGGESTION));
  });

  it('a firm login carrying the claim, or an empty claim, reads nothing', async () => {
    await assertFails(getDoc(doc(firmWithClaim(), 'translationSuggestions/s1')));
    await assertFails(getDoc(doc(emptyClaim(), 'translationSuggestions/s1')));
  });

  it.each<Actor>(['client', 'premiumFirm', 'freeFirm'])('%s can neither read nor write one', async (actor) => {
    await assertFails(getDoc(doc(as(actor), 'translationSuggestions/s1')));
    await assertFails(addDoc(collection(as(actor), 'translationSuggestions'), SUGGESTION));
  });

  it('a visitor, who suggests through the callable, can neither read nor write one', async () => {
    await assertFails(getDocs(collection(anon(), 'translationSuggestions')));
    await assertFails(addDoc(collection(anon(), 'translationSuggestions'), SUGGESTION));
    await assertFails(setDoc(doc(anon(), 'translationSuggestions/s2'), SUGGESTION));
  });
});
