/**
 * Stored dates. Every document stores its dates as Firestore Timestamps. The domain stays
 * Firebase-free, so a stored date is accepted as a JS Date (both SDKs store a Date as a Timestamp)
 * or as anything Timestamp-like (`toDate()`, which both SDKs' Timestamp classes have). An ISO
 * string or epoch number is refused: that is the drift the document schemas exist to stop.
 */
import { z } from 'zod';

/** What both SDKs' Timestamp classes offer; enough to read a stored date without importing one. */
interface TimestampLike {
  toDate(): Date;
}

const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  typeof (value as { toDate?: unknown }).toDate === 'function';

/** A stored date: a Timestamp (or a Date about to be stored as one); always read as a Date. */
export const storedDateSchema = z
  .union([z.date(), z.custom<TimestampLike>(isTimestampLike, { error: 'Expected a Firestore Timestamp' })])
  .transform((value) => (value instanceof Date ? value : value.toDate()));

/** A stored date read as epoch millis: what lists, tables and CSV cells format. */
export const storedMillisSchema = storedDateSchema.transform((date) => date.getTime());

/** Raised when a stored document does not match its schema; names the document and every field that is off. */
export class StoredDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly string[],
    model = 'its schema',
  ) {
    super(`${path} does not match ${model}: ${issues.join('; ')}`);
    this.name = 'StoredDocumentError';
  }
}

/** Parses a stored document; throws StoredDocumentError naming the path and every field that is off. */
export function parseStored<S extends z.ZodType>(schema: S, path: string, data: unknown, model?: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new StoredDocumentError(
    path,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`),
    model,
  );
}
