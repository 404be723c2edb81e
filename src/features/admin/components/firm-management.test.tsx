import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirmManagement } from './firm-management';

const firms = Array.from({ length: 30 }, (_, i) => ({
  id: `f${i}`,
  firmName: `Firm ${String(i).padStart(2, '0')}`,
  province: 'Gauteng',
  packageType: 'free' as const,
  isFeatured: false,
  status: 'active',
  verification: i === 4 ? 'pending' : 'verified',
  suspended: i === 3,
  responsePaused: i === 6,
}));

const updateFirm = vi.fn();
let failWith: Error | null = null;
// The server's side of the list: name prefix and one filter, 25 a page, the cursor an index here.
const listFirms = vi.fn(
  async (q: { search: string; filter: { field: string; value?: string } }, after: number | null, size = 25) => {
    const key = q.search.toLowerCase().replace(/[^a-z0-9]/g, '');
    const matching = firms.filter(
      (f) =>
        f.firmName
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .startsWith(key) &&
        (q.filter.field !== 'plan' || f.packageType === q.filter.value),
    );
    const start = after ?? 0;
    const rows = matching.slice(start, start + size).map((f) => ({ ...f }));
    return { rows, next: start + size < matching.length ? start + size : null };
  },
);
vi.mock('../api/list-firms', () => ({
  listFirms: (...args: Parameters<typeof listFirms>) => listFirms(...args),
  loadLeadsThisMonth: (rows: { id: string }[]) => Promise.resolve(Object.fromEntries(rows.map((r) => [r.id, 1]))),
}));
vi.mock('../api/update-firm', () => ({
  updateFirm: async (...args: unknown[]) => {
    if (failWith) throw failWith;
    return updateFirm(...args);
  },
}));
const setFirmSuspension = vi.fn(async (input: { firmId: string; suspended: boolean }) => {
  const firm = firms.find((f) => f.id === input.firmId)!;
  firm.suspended = input.suspended;
  return { firmId: input.firmId, suspended: input.suspended };
});
vi.mock('../api/verification', () => ({
  setFirmSuspension: (...args: Parameters<typeof setFirmSuspension>) => setFirmSuspension(...args),
}));
vi.mock('../api/list-audit-log', () => ({ listAuditLog: () => Promise.resolve([]) }));
vi.mock('../hooks/use-media-query', () => ({ useMediaQuery: () => true }));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  listFirms.mockClear();
  updateFirm.mockReset();
  failWith = null;
});

// jsdom renders 20 rows of selects slowly on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('FirmManagement', () => {
  it('reads 25 firms a page from the server and walks Next and Previous by cursor', async () => {
    render(<FirmManagement />);
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(listFirms).toHaveBeenLastCalledWith({ search: '', filter: { field: 'all' } }, 25);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(rowOf('Firm 00')).toBeInTheDocument();
  });

  it('searches by the start of the name and one filter on the server, from page 1', async () => {
    render(<FirmManagement />);
    await screen.findByText('Page 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    await userEvent.type(screen.getByLabelText('Search firms'), 'firm 2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('row', { name: /Firm 24/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(listFirms).toHaveBeenLastCalledWith({ search: 'firm 2', filter: { field: 'all' } }, null);
    expect(within(rowOf('Firm 24')).getByText('1 / 2')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'plan:premium');
    expect(await screen.findByText('No firms found')).toBeInTheDocument();
    expect(listFirms).toHaveBeenLastCalledWith({ search: 'firm 2', filter: { field: 'plan', value: 'premium' } }, null);
  });

  it('shows Updating..., then Success! which clears after 2 seconds, and the spec success text', async () => {
    let resolve: (v: unknown) => void = () => {};
    updateFirm.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<FirmManagement />);
    await screen.findByText('Page 1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.selectOptions(within(rowOf('Firm 00')).getByLabelText('Plan for Firm 00'), 'premium');
      expect(updateFirm).toHaveBeenCalledWith('f0', { field: 'plan', value: 'premium' });
      expect(within(rowOf('Firm 00')).getByText('Updating...')).toBeInTheDocument();
      await act(async () => resolve({ changed: true }));
      expect(within(rowOf('Firm 00')).getByText('Success!')).toBeInTheDocument();
      expect(screen.getByText('Subscription updated successfully')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(2100));
      expect(within(rowOf('Firm 00')).queryByText('Success!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on failure shows Failed!, the spec message with the reason, and puts the value back', async () => {
    failWith = new Error('Administrator access is required for this action.');
    render(<FirmManagement />);
    await screen.findByText('Page 1');
    const checkbox = within(rowOf('Firm 01')).getByLabelText('Featured: Firm 01');
    await userEvent.click(checkbox);
    expect(await within(rowOf('Firm 01')).findByText('Failed!')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to update featured status: Administrator access is required for this action.'),
    ).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
  });

  it('words a province failure the spec way', async () => {
    failWith = new Error('Firm not found');
    render(<FirmManagement />);
    await screen.findByText('Page 1');
    await userEvent.selectOptions(within(rowOf('Firm 02')).getByLabelText('Province for Firm 02'), 'Limpopo');
    expect(await screen.findByText('Failed to update province: Firm not found')).toBeInTheDocument();
    expect(within(rowOf('Firm 02')).getByLabelText('Province for Firm 02')).toHaveValue('Gauteng');
  });

  it("shows each firm's verification and suspension, and suspends with a reason", async () => {
    render(<FirmManagement />);
    await screen.findByText('Page 1');
    expect(within(rowOf('Firm 04')).getByText('Pending verification')).toBeInTheDocument();
    expect(within(rowOf('Firm 03')).getByText('Suspended')).toBeInTheDocument();
    expect(within(rowOf('Firm 03')).getByRole('button', { name: 'Reinstate Firm 03' })).toBeInTheDocument();
    // A firm paused for unanswered leads says so; the others do not.
    expect(within(rowOf('Firm 06')).getByText('Paused (no response)')).toBeInTheDocument();
    expect(within(rowOf('Firm 05')).queryByText('Paused (no response)')).toBeNull();

    await userEvent.click(within(rowOf('Firm 05')).getByRole('button', { name: 'Suspend Firm 05' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Firm 05' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give a reason (at least 10 characters)')).toBeInTheDocument();
    expect(setFirmSuspension).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason for suspending'), 'LPC struck the practitioner off the roll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(setFirmSuspension).toHaveBeenCalledWith({
      firmId: 'f5',
      suspended: true,
      reason: 'LPC struck the practitioner off the roll',
    });
    expect(await screen.findByText('Firm 05: Firm suspended')).toBeInTheDocument();
    expect(await within(rowOf('Firm 05')).findByText('Suspended')).toBeInTheDocument();
  });
});
