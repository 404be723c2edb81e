import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PHONE_OFF_TEXTS } from '@/domain/notifications/phone-off';
import { CallableError } from '@/lib/callable';
import PhoneOffPage from './phone-off-page';

const calls: string[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ state: 'turned-off' });
vi.mock('../api/phone-off', () => ({
  turnOffPhoneMessages: (token: string) => {
    calls.push(token);
    return answer();
  },
}));
beforeEach(() => {
  calls.length = 0;
});

// One token per test: a page's load is remembered by its token (useLoad's key).
const token = (c: string) => c.repeat(43);
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PhoneOffPage />
    </MemoryRouter>,
  );

describe('/phone-off', () => {
  it('turns phone messages off as soon as the link is opened, and says so', async () => {
    answer = () => Promise.resolve({ state: 'turned-off' });
    open(`/phone-off?token=${token('b')}`);
    expect(await screen.findByText(PHONE_OFF_TEXTS.turnedOff)).toBeInTheDocument();
    expect(calls).toContain(token('b'));
  });

  it('says when they were already off', async () => {
    answer = () => Promise.resolve({ state: 'already-off' });
    open(`/phone-off?token=${token('c')}`);
    expect(await screen.findByText(PHONE_OFF_TEXTS.alreadyOff)).toBeInTheDocument();
  });

  it.each([
    ['expired', PHONE_OFF_TEXTS.expired, 'failed-precondition'],
    ['unknown', PHONE_OFF_TEXTS.unknown, 'not-found'],
  ] as const)('an %s link says what to do instead', async (kind, message, code) => {
    const refusal = new CallableError(message, code, { reason: `phone-off-link-${kind}`, field: 'token' });
    answer = () => Promise.reject(refusal);
    open(`/phone-off?token=${token(kind === 'expired' ? 'd' : 'e')}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('an incomplete link calls nothing', () => {
    open('/phone-off?token=short');
    expect(screen.getByText(PHONE_OFF_TEXTS.incomplete)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
