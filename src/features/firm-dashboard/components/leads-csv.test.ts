import Papa from 'papaparse';
import type { FirmLead } from '../api/use-firm-leads';
import { csvFileName, CSV_COLUMNS, leadsToCsv } from './leads-csv';

const lead = (formData: Partial<FirmLead['formData']>, extra: Partial<FirmLead> = {}): FirmLead =>
  ({
    id: 'l1',
    firmId: 'f1',
    status: 'contacted',
    province: 'Gauteng',
    practiceArea: 'evictions',
    source: 'matching',
    createdAt: Date.UTC(2026, 10, 2, 8, 30),
    formData: {
      userType: 'individual',
      email: 'busi@example.co.za',
      location: 'Gauteng',
      city: 'Soweto',
      legalTermsAccepted: true,
      ...formData,
    },
    ...extra,
  }) as FirmLead;

const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

describe('the leads CSV export', () => {
  it('has a header row and one row per lead, with readable labels', () => {
    const rows = parse(
      leadsToCsv([lead({ firstName: 'Busi', lastName: 'Zwane', description: 'Locks changed, "urgent", today' })]),
    );
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const row = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, rows[1]![i]]));
    expect(row).toMatchObject({
      Date: '2026-11-02T08:30:00.000Z',
      Status: 'contacted',
      Contact: 'Busi Zwane',
      Email: 'busi@example.co.za',
      City: 'Soweto',
      Description: 'Locks changed, "urgent", today',
    });
    expect(row['Practice area']).not.toBe('');
  });

  it.each([
    '=HYPERLINK("http://evil.example","Click")',
    '+27 82 555 0199',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '=1+1\nsecond line',
  ])('neutralises a cell that begins like a formula: %j', (value) => {
    const rows = parse(leadsToCsv([lead({ firstName: value, description: value, phone: value })]));
    const cells = rows[1]!;
    const contact = cells[CSV_COLUMNS.indexOf('Contact')]!;
    const description = cells[CSV_COLUMNS.indexOf('Description')]!;
    const phone = cells[CSV_COLUMNS.indexOf('Phone')]!;
    // Contact trims the name, so compare against the trimmed value there.
    expect(contact.startsWith("'")).toBe(true);
    expect(description).toBe(`'${value}`);
    expect(phone).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    const rows = parse(leadsToCsv([lead({ firstName: 'Ann-Marie', description: 'Costs: R1 500 - R2 000' })]));
    expect(rows[1]![CSV_COLUMNS.indexOf('Contact')]).toBe('Ann-Marie');
    expect(rows[1]![CSV_COLUMNS.indexOf('Description')]).toBe('Costs: R1 500 - R2 000');
  });

  it('names the file after the firm and the day', () => {
    expect(csvFileName('Dlamini & Co. Attorneys', Date.UTC(2026, 10, 23))).toBe('dlamini-co-attorneys-leads-2026-11-23.csv');
  });
});
