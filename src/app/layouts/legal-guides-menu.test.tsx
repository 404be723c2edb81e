import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CLOSE_DELAY_MS, LegalGuidesMenu, OPEN_DELAY_MS } from './legal-guides-menu';

function setup() {
  render(
    <MemoryRouter>
      <LegalGuidesMenu />
    </MemoryRouter>,
  );
  const trigger = screen.getByRole('button', { name: 'Legal Guides' });
  return { trigger, root: trigger.parentElement! };
}

describe('LegalGuidesMenu timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 100 ms after the pointer arrives, not before', () => {
    const { trigger, root } = setup();
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(OPEN_DELAY_MS).toBe(100);
  });

  it('closes 200 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { trigger, root } = setup();
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 50));
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(CLOSE_DELAY_MS).toBe(200);
  });

  it('lists the five guide links with a divider before the fourth', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = screen.getByRole('menu', { hidden: true });
    const children = [...menu.children].map((li) => (li.getAttribute('role') === 'separator' ? '---' : li.textContent));
    expect(children).toEqual([
      'Divorce Guide',
      'Child Custody Guide',
      'Child Maintenance Guide',
      '---',
      'FAQ Articles',
      'Recent Legal Changes',
    ]);
  });
});
