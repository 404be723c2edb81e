// `npx tsx scripts/backfill-practice-area-counts.ts`: one-off, after the first deploy of the
// onFirmWritten trigger, counts the firms that existed before it into stats/practiceAreaCounts.
// Each firm goes through the trigger's own reconciliation (its share against the firm as it is
// now), so running it twice, or while firms change, never counts a firm twice. Uses the Admin SDK:
// the project's credentials (GCLOUD_PROJECT + application-default login) or the emulator
// environment that `npm run emulators -- <cmd>` sets.
import { db } from '../functions/src/shared/admin';
import { reconcileFirmCounts } from '../functions/src/stats/on-firm-written';

let done = 0;
let last: string | null = null;
for (;;) {
  // Ids only, in pages: the reconciliation reads each firm itself, inside its transaction.
  let page = db.collection('firms').orderBy('__name__').select().limit(300);
  if (last) page = page.startAfter(last);
  const snapshot = await page.get();
  if (snapshot.empty) break;
  for (const firm of snapshot.docs) await reconcileFirmCounts(firm.id);
  done += snapshot.size;
  last = snapshot.docs.at(-1)!.id;
  console.log(`${done} firms reconciled`);
}
console.log(`Done: ${done} firms; stats/practiceAreaCounts is current.`);
process.exit(0);
