/**
 * The two things a document builder in src/domain cannot write as plain data, because the domain
 * stays Firebase-free: the server's clock at commit and a field the change removes. The functions'
 * writers (functions/src/shared/stored-fields.ts) turn them into FieldValue sentinels.
 */

/** The server's clock at commit (the functions write FieldValue.serverTimestamp()). */
export const SERVER_TIME = Symbol('server time');
/** A field the change removes (FieldValue.delete()). */
export const REMOVE_FIELD = Symbol('remove field');

/** A date as a writer stores it: a Date (stored as a Timestamp) or the server's clock at commit. */
export type StoredAt = Date | typeof SERVER_TIME;
