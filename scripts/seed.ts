// `npm run seed`: fills the running emulators with the demo dataset (SEED_FIRMS to change its size).
import { seedDemoData } from './lib/seed-demo-data';

const firmCount = Number(process.env.SEED_FIRMS ?? 300);
await seedDemoData({ firmCount });
process.exit(0);
