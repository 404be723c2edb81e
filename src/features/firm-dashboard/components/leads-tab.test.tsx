import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBusinessHours } from '@/domain/firms/options';
import { leadSchema } from '@/domain/leads/lead-documents';
import { parseStored } from '@/domain/shared/stored-date';
import type { FirmLead } from '../api/use-firm-leads';
import { leadDocument } from '../../../../tests/fixtures/lead-factory';
import { LeadsTab } from './leads-tab';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));
/** A lead as the lead transaction writes it, read back through the schema the dashboard's converter uses. */
const stored = (id: string, overrides: Parameters<typeof leadDocument>[0]): FirmLead => ({
  id,
  ...parseStored(leadSchema, `leads/${id}`, leadDocument(overrides)),
});

const leads: FirmLead[] = [
  stored('waiting', {
    firmId: 'f1',
    createdAt: day(20),
    // As leadFormDataFromCriteria stores a request made in the isiZulu wizard.
    formData: { firstName: 'Thabo', lastName: 'Dlamini', locale: 'zu' },
  }),
  stored('withdrawn', {
    firmId: 'f1',
    createdAt: day(19),
    withdrawnAt: day(19),
    formData: { firstName: 'Ayanda', lastName: 'Zulu' },
  }),
  stored('passed-on', {
    firmId: 'f1',
    createdAt: day(16),
    lapsedAt: day(18),
    reroutedToLeadId: 'next-lead',
    formData: { firstName: 'Lerato', lastName: 'Mokoena' },
  }),
  stored('lapsed', {
    firmId: 'f1',
    createdAt: day(15),
    lapsedAt: day(17),
    formData: { firstName: 'Johan', lastName: 'Botha' },
  }),
];

vi.mock('../api/use-firm-leads', () => ({
  useFirmLeads: () => ({ loading: false, error: null, leads, hasMore: false, loadingMore: false, loadMore: () => {} }),
  updateLeadStatus: vi.fn(),
}));

// The answer section's reads (its own tests cover it): nothing sent yet.
vi.mock('../api/answers', () => ({
  useLeadAnswering: () => ({ status: 'ready', data: { answers: [], bookings: [] } }),
  useAnswerTemplates: () => ({ status: 'ready', data: [], reload: () => {} }),
  answerLead: vi.fn(),
}));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const contactsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

describe('LeadsTab: one clear state a row, and only controls that work', () => {
  it('the Pending filter leaves out withdrawn and lapsed leads; Withdrawn and Lapsed have their own options', async () => {
    const user = userEvent.setup();
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    await user.selectOptions(filter, 'Pending');
    expect(contactsShown()).toEqual(['Thabo Dlamini']);
    await user.selectOptions(filter, 'Withdrawn');
    expect(contactsShown()).toEqual(['Ayanda Zulu']);
    await user.selectOptions(filter, 'Lapsed');
    expect(contactsShown()).toEqual(['Lerato Mokoena', 'Johan Botha']);
  });

  it('a lapsed lead passed to another firm shows "Lapsed" only, and the reason in place of a status box', () => {
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    const row = rowOf('Lerato Mokoena');
    expect(within(row).getByText('Lapsed')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Status can no longer be changed. Passed to another firm after the deadline.');
  });

  it('a withdrawn lead shows "Withdrawn" and says why its status cannot change', () => {
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    const row = rowOf('Ayanda Zulu');
    expect(within(row).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('The client withdrew this request.');
  });

  it('a lapsed lead still with the firm keeps a working status box: the firm can still answer it', () => {
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    const row = rowOf('Johan Botha');
    expect(within(row).getByText('Lapsed')).toBeInTheDocument();
    expect(row).toHaveTextContent('Not answered in time: you can still contact the client');
    expect(within(row).getByRole('combobox', { name: 'Status for Johan Botha' })).toBeEnabled();
  });

  it('the details of a lead give the client’s language', async () => {
    const user = userEvent.setup();
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    await user.click(within(rowOf('Thabo Dlamini')).getByRole('button', { name: 'Thabo Dlamini' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    expect(within(dialog).getByText("Client's language").nextSibling).toHaveTextContent('isiZulu');
  });

  it('the details of a passed-on lead say why the status cannot change, with no status box', async () => {
    const user = userEvent.setup();
    render(<LeadsTab firmId="f1" businessHours={defaultBusinessHours()} />);
    await user.click(within(rowOf('Lerato Mokoena')).getByRole('button', { name: 'Lerato Mokoena' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Details' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Passed to another firm after the deadline.');
  });
});
