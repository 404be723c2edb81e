import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QUICK_EXIT_ESCAPE_WINDOW_MS, QUICK_EXIT_URL, QuickExit } from './quick-exit';

describe('QuickExit', () => {
  const replace = vi.fn();
  const assign = vi.fn();
  const reload = vi.fn();
  const original = window.location;

  beforeEach(() => {
    replace.mockReset();
    assign.mockReset();
    reload.mockReset();
    document.documentElement.style.visibility = '';
    // jsdom cannot navigate; the test watches which navigation the control asks for.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace, assign, reload } });
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('the button replaces the page with the neutral site (replace, never assign) and wipes the drafts', () => {
    sessionStorage.setItem('regmatch.draft.matching-wizard', '{"data":{"firstName":"Lerato"}}');
    sessionStorage.setItem('regmatch.promo-dismissed', '1');
    render(<QuickExit />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('regmatch.draft.matching-wizard')).toBeNull();
    expect(sessionStorage.getItem('regmatch.promo-dismissed')).toBe('1');
  });

  it('hides the page before leaving, and a copy the browser restores from its back/forward cache reloads instead of showing what was typed', () => {
    render(<QuickExit />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(document.documentElement.style.visibility).toBe('hidden');
    // An ordinary first show is not a restore.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Escape pressed twice leaves; once does not', () => {
    render(<QuickExit />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
  });

  it('two presses far apart (closing a list, then another later) do not leave', () => {
    vi.useFakeTimers();
    render(<QuickExit />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    vi.advanceTimersByTime(QUICK_EXIT_ESCAPE_WINDOW_MS + 1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('a key typed between the two presses does not leave', () => {
    render(<QuickExit />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();
  });
});
