import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc } from 'firebase/firestore';
import { actors, type BrowserDb } from './actors';
import { rulesEnv } from './rules-env';

/**
 * rateLimits/{counterId}, idempotencyKeys/{keyHash}, firmLeadClients/{clientHash}, mailThrottle/{hash} and
 * accountRequests/{id} (an address waiting for a reset or confirmation link): written and read only by functions. A browser
 * that could read them would learn who asked how often, or another client's first result; one that
 * could write them would reset its own limit or plant an answer.
 */
describe('rate-limit counters and idempotency records, as every actor sees them', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('request-guards');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('rateLimits/c1').set({ count: 3 });
      await ctx
        .firestore()
        .doc('idempotencyKeys/k1')
        .set({ result: { leadId: 'lead-1' } });
      // As queueAccountRequest writes it (functions/src/firms/account-request-queue.ts).
      await ctx
        .firestore()
        .doc('accountRequests/r1')
        .set({ kind: 'password-reset', email: 'a@example.co.za', requestedAt: new Date() });
    });
  });

  const { as, anon } = actors(() => env);
  const browsers: [string, () => BrowserDb][] = [
    ['anonymous visitor', anon],
    ...(['client', 'freeFirm', 'premiumFirm', 'admin'] as const).map(
      (actor) => [actor, () => as(actor)] as [string, () => BrowserDb],
    ),
  ];

  for (const path of ['rateLimits/c1', 'idempotencyKeys/k1', 'firmLeadClients/h1', 'mailThrottle/m1', 'accountRequests/r1']) {
    const collectionName = path.split('/')[0]!;
    for (const [actor, db] of browsers) {
      describe(`${collectionName}: ${actor}`, () => {
        it('cannot read one', async () => {
          await assertFails(getDoc(doc(db(), path)));
        });
        it('cannot list them', async () => {
          await assertFails(getDocs(collection(db(), collectionName)));
        });
        it('cannot overwrite one', async () => {
          await assertFails(setDoc(doc(db(), path), { count: 0, result: null }));
        });
        it('cannot delete one', async () => {
          await assertFails(deleteDoc(doc(db(), path)));
        });
      });
    }
  }
});
