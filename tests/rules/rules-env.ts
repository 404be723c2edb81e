import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { type FirmAccountInput, type FirmDocumentInput } from '../../src/domain/firms/model';
import { type PlanId } from '../../src/domain/payments/plan-ids';
import { buildFirmDocuments } from '../fixtures/firm-factory';
import { join } from 'node:path';

/**
 * One rules environment per test file, on its own project id so clearing data never touches
 * the integration tests' project.
 */
export async function rulesEnv(name: string): Promise<RulesTestEnvironment> {
  // Denials are the expected outcome of half these tests; the SDK would log each one.
  setLogLevel('silent');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: { rules: readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
}

/** A complete firm document from the one firm factory (the web SDK stores its Dates as Timestamps). */
export const firmDoc = (overrides: Partial<FirmDocumentInput> = {}) => {
  const { packageType, ...firm } = overrides;
  return buildFirmDocuments({
    plan: packageType ?? 'free',
    firm: { firmName: 'Test Firm', rating: 4.5, description: 'A firm.', ...firm },
  }).firm;
};

/** The private account of a firm on the given plan, from the same factory. */
export const accountDoc = (plan: PlanId, overrides: Partial<FirmAccountInput> = {}) =>
  buildFirmDocuments({ plan, account: overrides }).account;

/** The three firms most rules tests start from: free, premium and premium_plus, all in Gauteng. */
export async function seedFirms(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // The free firm has used this month's allowance, so its quota marker is set.
    await db.doc('firms/firm-free').set(firmDoc({ packageType: 'free' }));
    await db.doc('firms/firm-premium').set(firmDoc({ packageType: 'premium' }));
    await db
      .doc('firms/firm-plus')
      .set(firmDoc({ packageType: 'premium_plus', province: 'Western Cape', primaryServiceArea: 'Western Cape' }));
    await db.doc('firms/firm-other').set(firmDoc({ packageType: 'premium' }));
    await db.doc('firms/firm-inactive').set(firmDoc({ status: 'inactive' }));
  });
}
