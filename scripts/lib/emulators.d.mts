// Types for emulators.mjs (plain JS so start.mjs can run before node modules are installed).
export const ROOT: string;
export function instance(): number;
export function projectId(): string;
export function ports(): Record<
  | 'hub'
  | 'logging'
  | 'hosting'
  | 'functions'
  | 'firestore'
  | 'firestoreWebsocket'
  | 'auth'
  | 'storage'
  | 'eventarc'
  | 'mailWeb'
  | 'mailSmtp'
  | 'messaging',
  number
>;
export function storageAvailable(): boolean;
export function emulatorList(): string;
export function firestoreBinaryEnv(): Record<string, string>;
export function writeInstanceConfig(): string;
export function emulatorEnv(): Record<string, string | undefined>;
export function viteEmulatorEnv(): Record<string, string>;
export function firebaseBin(): string;
export function emulatorCsp(csp: string, ports?: ReturnType<typeof ports>): string;
export function emulatorHosting<
  T extends { rewrites: { source: string }[]; headers: { source: string; headers: { key: string; value: string }[] }[] },
>(hosting: T, ports?: ReturnType<typeof ports>): T;
export function writeFunctionsEnv(): void;
