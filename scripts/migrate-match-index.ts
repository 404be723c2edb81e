// One-off: moves match keys and plan rank out of firm documents into the server-only
// firmMatchIndex collection (docs/matching.md, "Migrating existing firms"). Idempotent.
//   node --import tsx scripts/migrate-match-index.ts [--dry-run] [--index-only]
// --index-only writes the index and leaves firm documents alone (run before deploying the new
// functions, so matching keeps working throughout); the full run, after the deploy, also removes
// the old fields.
// Uses the Admin SDK: against production it needs the project's credentials
// (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`) and GCLOUD_PROJECT;
// against the emulators, run it through `npm run emulators -- node --import tsx scripts/migrate-match-index.ts`.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateMatchIndex } from './lib/migrate-match-index';

const dryRun = process.argv.includes('--dry-run');
const indexOnly = process.argv.includes('--index-only');
const projectId = process.env.GCLOUD_PROJECT ?? process.env.EMU_PROJECT_ID;
if (!projectId) {
  console.error('Set GCLOUD_PROJECT to the project to migrate (or run it through `npm run emulators --`).');
  process.exit(2);
}
const app = getApps()[0] ?? initializeApp({ projectId });
try {
  const report = await migrateMatchIndex(getFirestore(app), { dryRun, indexOnly });
  const verb = dryRun ? 'would be' : 'were';
  const firmVerb = dryRun || indexOnly ? 'would be' : 'were';
  console.log(
    `${projectId}: ${report.firms} firms read; ${report.indexWritten} match index documents ${verb} written; ` +
      `old matchKeys/planRank ${firmVerb} removed from ${report.oldFieldsRemoved}; ` +
      `a missing or non-numeric rating ${firmVerb} set to 0 on ${report.ratingsRepaired}` +
      (indexOnly && !dryRun ? ' (--index-only: firm documents left as they are).' : '.'),
  );
  for (const { firmId, reason } of report.refused) {
    console.error(`firms/${firmId} was left as it is and has no match index: ${reason}`);
  }
  if (report.refused.length > 0) {
    console.error(`Trim those profiles (docs/matching.md, "Bounds") and run this again.`);
    process.exit(1);
  }
} catch (error) {
  console.error(
    `Migration stopped: ${(error as Error).message}. Nothing after the last completed page was changed; run it again.`,
  );
  process.exit(1);
}
