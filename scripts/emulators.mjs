// `npm run emulators -- <command>`: runs any command inside an emulator session with this
// checkout's ports, e.g. `npm run emulators -- npx vitest run --project integration`.
import { emulatorsExec } from './lib/emulators.mjs';
import { runStatus } from './lib/processes.mjs';

const command = process.argv.slice(2).join(' ') || 'npx vitest run --project rules --project integration';
process.exit(runStatus(...emulatorsExec(command)));
