export const SHARED_TARGET: string;
export const TARGET_HEADER: string;
export const SIGNATURE_HEADER: string;
export function shareWorkersInCli(): void;
export function dispatchInWorker(runtimeFile: string): void;
interface EventUtils {
  isBinaryCloudEvent(req: unknown): boolean;
  extractBinaryCloudEventContext(req: unknown): Record<string, unknown>;
}
export function dispatch(
  functions: Record<string, unknown>,
  eventUtils: () => EventUtils,
  req: { headers: Record<string, unknown>; rawBody: Buffer; body: unknown },
  res: unknown,
): Promise<unknown>;
