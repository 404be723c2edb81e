import { auditEntry } from './audit-entry';
import { auditEntrySchema } from './operator-contract';
import { parseStored } from './stored-date';
import { SERVER_TIME } from './write-markers';

const at = new Date('2026-03-02T08:00:00Z');

describe('audit entry owner', () => {
  it('builds an entry the control panel reads back, stamped with the server clock by default', () => {
    const entry = auditEntry({
      by: { uid: 'op-1', email: 'ops@regmatch.test' },
      firmId: 'firm-1',
      firmName: 'Ndlovu Attorneys',
      field: 'suspension',
      before: false,
      after: true,
      reason: 'Complaint upheld',
    });
    expect(entry.at).toBe(SERVER_TIME);
    expect(parseStored(auditEntrySchema, 'auditLog/(test)', { ...entry, at })).toEqual({
      by: { uid: 'op-1', email: 'ops@regmatch.test' },
      at: at.getTime(),
      firmId: 'firm-1',
      firmName: 'Ndlovu Attorneys',
      field: 'suspension',
      before: false,
      after: true,
      reason: 'Complaint upheld',
    });
  });

  it('keeps a writer’s own time and leaves out optional fields given as undefined (Firestore refuses undefined)', () => {
    const entry = auditEntry(
      {
        by: { uid: 'op-1', email: null },
        firmId: null,
        field: 'legal-update',
        before: 'not sent',
        after: 'sent',
        note: undefined,
      },
      at,
    );
    expect(entry).toEqual({
      by: { uid: 'op-1', email: null },
      firmId: null,
      field: 'legal-update',
      before: 'not sent',
      after: 'sent',
      at,
    });
    expect('note' in entry).toBe(false);
  });

  it('refuses, at typecheck, a field the audit trail does not know', () => {
    const entry = auditEntry({
      by: { uid: 'op-1', email: null },
      firmId: null,
      field: 'review',
      before: 'visible',
      after: 'hidden',
      // @ts-expect-error: `reviewID` is not a field of auditLog/{id} (it is `reviewId`).
      reviewID: 'r1',
    });
    // Stored as written, the reader would refuse it.
    expect(() => parseStored(auditEntrySchema, 'auditLog/(test)', { ...entry, at })).toThrow(/reviewID/);
  });
});
