import { parseStored } from '../shared/stored-date';
import { SERVER_TIME } from '../shared/write-markers';
import { openLeadSchema } from './lead-documents';
import { newOpenLead, openLeadAnonymised, openLeadTaken } from './open-lead-record';

const created = new Date('2026-03-02T08:00:00Z');
const taken = new Date('2026-03-02T09:30:00Z');
const serverAt = (at: Date) => (value: unknown) => (value === SERVER_TIME ? at : value);

const fresh = () =>
  newOpenLead({
    province: 'Gauteng',
    practiceArea: 'evictions',
    serviceLabel: 'Evictions',
    displayName: 'Nomsa M.',
    originalLeadId: 'lead-1',
    at: SERVER_TIME,
  });

describe('open-lead owner', () => {
  it('writes a new open lead that the open-lead schema reads back as open, with the server clock as createdAt', () => {
    const doc = fresh();
    const stored = parseStored(openLeadSchema, 'openLeads/(test)', { ...doc, createdAt: serverAt(created)(doc.createdAt) });
    expect(stored).toEqual({
      province: 'Gauteng',
      practiceArea: 'evictions',
      serviceLabel: 'Evictions',
      displayName: 'Nomsa M.',
      state: 'open',
      originalLeadId: 'lead-1',
      createdAt: created.getTime(),
    });
  });

  it('marks an open lead taken by the accepting firm, and the result still reads as an open lead document', () => {
    const change = openLeadTaken('firm-7', taken);
    expect(change).toEqual({ state: 'taken', takenByFirmId: 'firm-7', takenAt: taken });
    const stored = parseStored(openLeadSchema, 'openLeads/(test)', { ...fresh(), createdAt: created, ...change });
    expect(stored).toMatchObject({ state: 'taken', takenByFirmId: 'firm-7', takenAt: taken.getTime() });
  });

  it('takes at the server clock unless told otherwise', () => {
    expect(openLeadTaken('firm-7')).toMatchObject({ takenAt: SERVER_TIME });
  });

  it('anonymises only the display name', () => {
    expect(openLeadAnonymised()).toEqual({ displayName: 'Anonymous Client' });
  });
});
