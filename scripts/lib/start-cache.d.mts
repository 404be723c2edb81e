export function buildFingerprint(root: string, inputs: string[], env?: Record<string, string>): string;
export function readStartCache(root: string): { fingerprint?: string; distStamp?: string; durations?: Record<string, number> };
export function writeStartCache(root: string, cache: object): void;
export function formatDuration(ms: number): string;
