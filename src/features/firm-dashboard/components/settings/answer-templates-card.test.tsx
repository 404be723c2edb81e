import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerTemplate } from '@/domain/answers/contract';
import type { Load } from '@/lib/use-load';
import { AnswerTemplatesCard } from './answer-templates-card';

// Only the read is replaced; saveAnswerTemplates runs through call() against a stubbed fetch.
const templates = vi.hoisted((): { current: Load<AnswerTemplate[]> } => ({ current: { status: 'loading' } }));
vi.mock('../../api/answers', async (original) => ({
  ...(await original<typeof import('../../api/answers')>()),
  useAnswerTemplates: () => ({ ...templates.current, reload: () => {} }),
}));
afterEach(() => vi.unstubAllGlobals());

const saved: AnswerTemplate = {
  name: 'Divorce, first meeting free',
  message: 'We handle uncontested divorces every week.',
  fee: { consultation: { kind: 'free' }, matter: { kind: 'fixed', rand: 7500 }, vat: 'included' },
  minutes: 60,
  mode: 'phone',
};

function serverSaves() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ result: { count: 2 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('answer templates in Settings', () => {
  it('says it is loading, and that there are none yet', () => {
    templates.current = { status: 'loading' };
    const { rerender } = render(<AnswerTemplatesCard firmId="f1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your templates...');
    templates.current = { status: 'ready', data: [] };
    rerender(<AnswerTemplatesCard firmId="f1" />);
    expect(screen.getByText('No templates yet.')).toBeVisible();
  });

  // Many keystrokes: a loaded 2-core machine needs more than the default 5 s.
  it('adds a template to the saved list, checked with the shared schema first', { timeout: 30_000 }, async () => {
    templates.current = { status: 'ready', data: [saved] };
    const fetch = serverSaves();
    const user = userEvent.setup();
    render(<AnswerTemplatesCard firmId="f1" />);
    await user.click(screen.getByRole('button', { name: 'New template' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/Please give the template a name/)).toBeVisible();
    expect(screen.getByText('Please say whether the amounts include VAT.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Template name'), 'Eviction');
    await user.type(screen.getByLabelText('Message to the client'), 'We act for tenants facing eviction.');
    await user.selectOptions(screen.getByLabelText('The matter'), 'hourly-range');
    await user.type(screen.getByLabelText('Lowest hourly rate (rand)'), '1200');
    await user.type(screen.getByLabelText('Highest hourly rate (rand)'), '2000');
    await user.selectOptions(screen.getByLabelText('VAT'), 'excluded');
    await user.selectOptions(screen.getByLabelText('Usually'), 'in-person');
    await user.type(screen.getByLabelText('Address for in-person consultations'), '5 Main Road, Polokwane');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template added.')).toBeVisible();
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).data;
    expect(sent.templates).toEqual([
      saved,
      {
        name: 'Eviction',
        message: 'We act for tenants facing eviction.',
        fee: { consultation: { kind: 'free' }, matter: { kind: 'hourly-range', minRand: 1200, maxRand: 2000 }, vat: 'excluded' },
        minutes: 60,
        mode: 'in-person',
        address: '5 Main Road, Polokwane',
      },
    ]);
  });
});
