import { seedDemoData } from '../../scripts/lib/seed-demo-data';

/** Every journey starts from the same small, deterministic demo dataset. */
export default async function globalSetup() {
  await seedDemoData({ firmCount: 80, quiet: true });
}
