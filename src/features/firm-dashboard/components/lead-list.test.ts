import { contactName, filterAndSort, matchesSearch, type ListLead } from './lead-list';

const lead = (id: string, overrides: Partial<ListLead> & { formData?: ListLead['formData'] }): ListLead => ({
  id,
  status: 'pending',
  createdAt: 0,
  ...overrides,
  formData: { email: `${id}@example.co.za`, city: 'Soweto', ...overrides.formData },
});

const leads = [
  lead('a', {
    createdAt: 3,
    status: 'contacted',
    formData: { firstName: 'Lerato', lastName: 'Mokoena', city: 'Soweto', description: 'Uncontested divorce' },
  }),
  lead('b', { createdAt: 1, status: undefined, formData: { companyName: 'Brightside Traders', city: 'Randburg' } }),
  lead('c', {
    createdAt: 2,
    status: 'closed',
    practiceArea: 'child-maintenance',
    formData: { firstName: 'Johan', lastName: 'Botha', city: 'Alberton' },
  }),
];

describe('lead list', () => {
  it('names a business lead by its company when there is no first name', () => {
    expect(contactName(leads[1]!)).toBe('Brightside Traders');
  });
  it('says the details are withheld, or declined, on an accepted open lead, and names the client once released', () => {
    const open = (contactRelease: ListLead['contactRelease'], formData: ListLead['formData'] = { city: 'Soweto' }) =>
      ({ id: 'o', contactRelease, formData }) satisfies ListLead;
    expect(contactName(open('pending'))).toBe('Contact details withheld until the client releases them');
    expect(contactName(open('declined'))).toBe('The client declined to share their details');
    expect(contactName(open('released', { firstName: 'Nomsa', lastName: 'Mthembu' }))).toBe('Nomsa Mthembu');
  });
  it.each([
    ['first name', 'lerato', 'a'],
    ['last name', 'BOTHA', 'c'],
    ['company', 'brightside', 'b'],
    ['email', 'b@example', 'b'],
    ['city', 'randburg', 'b'],
    ['description', 'uncontested', 'a'],
    ['practice area', 'child-maintenance', 'c'],
  ])('searches by %s, case-insensitively', (_field, term, id) => {
    expect(leads.filter((l) => matchesSearch(l, term)).map((l) => l.id)).toEqual([id]);
  });
  it('treats a missing status as pending in the filter', () => {
    expect(filterAndSort(leads, '', 'pending', 'date', 'desc').map((l) => l.id)).toEqual(['b']);
  });
  it('sorts by date, newest first by default', () => {
    expect(filterAndSort(leads, '', 'all', 'date', 'desc').map((l) => l.id)).toEqual(['a', 'c', 'b']);
  });
  it('sorts by contact name, company standing in for a missing first name', () => {
    expect(filterAndSort(leads, '', 'all', 'contact', 'asc').map((l) => l.id)).toEqual(['b', 'c', 'a']);
  });
  it('sorts by location', () => {
    expect(filterAndSort(leads, '', 'all', 'location', 'asc').map((l) => l.id)).toEqual(['c', 'b', 'a']);
  });
  it('sorts by status', () => {
    expect(filterAndSort(leads, '', 'all', 'status', 'asc').map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });
});
