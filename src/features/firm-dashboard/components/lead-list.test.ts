import { contactName, filterAndSort, matchesSearch, rowStateOf, statusLockReason, type ListLead } from './lead-list';

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

  describe('withdrawn and lapsed leads', () => {
    const withdrawn = lead('w', { createdAt: 4, status: 'pending', withdrawnAt: 4_000 });
    const lapsed = lead('l', { createdAt: 5, status: 'pending', lapsedAt: 5_000 });
    const passedOn = lead('p', { createdAt: 6, status: undefined, lapsedAt: 6_000, reroutedToLeadId: 'next' });
    const answeredLate = lead('x', { createdAt: 7, status: 'contacted', lapsedAt: 7_000 });
    const all = [...leads, withdrawn, lapsed, passedOn, answeredLate];

    it('the Pending filter leaves out withdrawn and lapsed leads, though their stored status is pending', () => {
      expect(filterAndSort(all, '', 'pending', 'date', 'desc').map((l) => l.id)).toEqual(['b']);
    });
    it('the Withdrawn filter lists the leads the client withdrew', () => {
      expect(filterAndSort(all, '', 'withdrawn', 'date', 'desc').map((l) => l.id)).toEqual(['w']);
    });
    it('the Lapsed filter lists pending leads whose clock lapsed, passed on or not', () => {
      expect(filterAndSort(all, '', 'lapsed', 'date', 'desc').map((l) => l.id)).toEqual(['p', 'l']);
    });
    it('a lead answered after its deadline shows its answer, not the lapse', () => {
      expect(rowStateOf(answeredLate)).toBe('contacted');
      expect(filterAndSort(all, '', 'contacted', 'date', 'desc').map((l) => l.id)).toEqual(['x', 'a']);
    });
    it('a withdrawn lead is withdrawn even if its clock lapsed first', () => {
      expect(rowStateOf({ ...withdrawn, lapsedAt: 1 })).toBe('withdrawn');
    });
    it('names why a withdrawn or passed-on lead cannot change, and lets a lapsed lead still with the firm change', () => {
      expect(statusLockReason(withdrawn)).toBe('The client withdrew this request.');
      expect(statusLockReason(passedOn)).toBe('Passed to another firm after the deadline.');
      expect(statusLockReason(lapsed)).toBeNull();
      expect(statusLockReason(leads[0]!)).toBeNull();
    });
  });
});
