import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUGGESTION_MESSAGES, suggestionPatch, type TranslationSuggestion } from '@/domain/i18n/suggestions';
import { CallableError } from '@/lib/callable';
import { TranslationSuggestionsPanel } from './translation-suggestions-panel';

const decideSuggestion = vi.fn();
const setTranslationReviewer = vi.fn();
const exportSuggestions = vi.fn();
// As suggestTranslation stores it (the English and the current text read from the catalog).
const pending: TranslationSuggestion = {
  id: 's1',
  locale: 'zu',
  messageId: 'footer.blurb',
  english: 'Free matching with verified South African law firms. Firms respond {promise}.',
  current: 'Ukuxhunyaniswa mahhala namafemu abameli. Amafemu aphendula {promise}.',
  text: 'Ukuxhumana mahhala namafemu abameli. Amafemu aphendula {promise}.',
  note: 'Ukuxhunyaniswa sounds odd.',
  status: 'pending',
  createdAt: Date.UTC(2026, 11, 2, 7),
  acceptedText: null,
  reviewedBy: null,
  decidedByUid: null,
  decidedAt: null,
  exportedAt: null,
  exportedBy: null,
};
vi.mock('../api/translation-suggestions', () => ({
  listPendingSuggestions: () => Promise.resolve([pending]),
  exportSuggestions: (...args: unknown[]) => exportSuggestions(...args),
  decideSuggestion: (...args: unknown[]) => decideSuggestion(...args),
  setTranslationReviewer: (...args: unknown[]) => setTranslationReviewer(...args),
}));

beforeEach(() => {
  decideSuggestion.mockReset();
  setTranslationReviewer.mockReset();
  exportSuggestions.mockReset();
});
vi.setConfig({ testTimeout: 30_000 });

describe('TranslationSuggestionsPanel', () => {
  it('shows a pending suggestion beside its English source and current text; a reviewer gets no reviewer form', async () => {
    render(<TranslationSuggestionsPanel isOperator={false} />);
    const card = await screen.findByRole('article', { name: /isiZulu/ });
    expect(within(card).getByText(pending.english)).toBeVisible();
    expect(within(card).getByText(pending.current)).toHaveAttribute('lang', 'zu');
    expect(within(card).getByText(pending.text)).toBeVisible();
    expect(within(card).getByText(`Note: ${pending.note}`)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Translation reviewers' })).toBeNull();
  });

  it('checks an edit keeps the placeholder, then accepts it and says who reviewed it', async () => {
    const user = userEvent.setup();
    decideSuggestion.mockResolvedValue({
      status: 'accepted',
      acceptedText: 'Amafemu aphendula {promise}.',
      reviewedBy: 'Thandi Nkosi',
    });
    render(<TranslationSuggestionsPanel isOperator />);
    const card = await screen.findByRole('article', { name: /isiZulu/ });
    await user.click(within(card).getByRole('button', { name: 'Edit, then accept' }));
    const edit = within(card).getByLabelText('Edited wording');
    await user.clear(edit);
    await user.type(edit, 'Amafemu aphendula masinyane.');
    await user.click(within(card).getByRole('button', { name: 'Accept edited wording' }));
    expect(within(card).getByText(SUGGESTION_MESSAGES.placeholders)).toBeVisible();
    expect(decideSuggestion).not.toHaveBeenCalled();
    await user.clear(edit);
    await user.click(edit);
    await user.paste('Amafemu aphendula {promise}.');
    await user.click(within(card).getByRole('button', { name: 'Accept edited wording' }));
    expect(decideSuggestion).toHaveBeenCalledWith('s1', 'accept', 'Amafemu aphendula {promise}.');
    expect(await screen.findByText('Accepted as “Amafemu aphendula {promise}.”, reviewed by Thandi Nkosi.')).toBeVisible();
  });

  it('shows the server’s refusal when another reviewer decided first', async () => {
    const user = userEvent.setup();
    decideSuggestion.mockRejectedValue(
      new CallableError(SUGGESTION_MESSAGES.decided, 'failed-precondition', { reason: 'suggestion-decided' }),
    );
    render(<TranslationSuggestionsPanel isOperator />);
    const card = await screen.findByRole('article', { name: /isiZulu/ });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByText(SUGGESTION_MESSAGES.decided)).toBeVisible();
  });

  it('an operator names a reviewer', async () => {
    const user = userEvent.setup();
    setTranslationReviewer.mockResolvedValue({ uid: 'u', email: 'thandi@example.co.za', name: 'Thandi Nkosi', changed: true });
    render(<TranslationSuggestionsPanel isOperator />);
    await user.type(await screen.findByLabelText('Account email'), 'thandi@example.co.za');
    await user.type(screen.getByLabelText('Reviewer’s name'), 'Thandi Nkosi');
    await user.click(screen.getByRole('button', { name: 'Make translation reviewer' }));
    expect(setTranslationReviewer).toHaveBeenCalledWith({ email: 'thandi@example.co.za', name: 'Thandi Nkosi', reviewer: true });
    expect(await screen.findByText(/is now a translation reviewer, recorded as Thandi Nkosi/)).toBeVisible();
  });

  it('downloads the accepted wordings no earlier file held, says when nothing is new, and gives the last file again', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    // jsdom has no object URLs; the browser's download is the link's click, recorded here.
    Object.assign(URL, { createObjectURL: () => 'blob:patch', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const accepted = { ...pending, status: 'accepted' as const, reviewedBy: 'Thandi Nkosi', decidedByUid: 'u' };
    const file = suggestionPatch(
      [
        { ...accepted, id: 'a', acceptedText: 'Ekhaya', messageId: 'footer.home', decidedAt: Date.UTC(2026, 11, 2, 8) },
        { ...accepted, id: 'b', acceptedText: pending.text, decidedAt: Date.UTC(2026, 11, 2, 9) },
      ],
      { at: Date.UTC(2026, 11, 2, 10), by: 'Thandi Nkosi' },
    );
    exportSuggestions.mockResolvedValueOnce({ patch: file, left: 0 });
    render(<TranslationSuggestionsPanel isOperator={false} />);
    await user.click(await screen.findByRole('button', { name: 'Download accepted as patch file' }));
    expect(exportSuggestions).toHaveBeenLastCalledWith(false);
    expect(
      await screen.findByText(/^2 accepted suggestions in the file, recorded as exported .*2026.* by Thandi Nkosi\.$/),
    ).toHaveAttribute('role', 'status');
    expect(saved).toEqual(['accepted-translation-suggestions-2026-12-02.json']);

    // Nothing accepted since: no file, and it says so.
    exportSuggestions.mockResolvedValueOnce({ patch: null, left: 0 });
    await user.click(screen.getByRole('button', { name: 'Download accepted as patch file' }));
    expect(await screen.findByText('No accepted suggestions since the last file.')).toBeVisible();
    expect(saved).toHaveLength(1);

    // A lost download: the last file again, as it was.
    exportSuggestions.mockResolvedValueOnce({ patch: file, left: 0 });
    await user.click(screen.getByRole('button', { name: 'Download the last file again' }));
    expect(exportSuggestions).toHaveBeenLastCalledWith(true);
    expect(await screen.findByText(/^The last file again: 2 accepted suggestions, exported .* by Thandi Nkosi\.$/)).toBeVisible();
    expect(saved).toHaveLength(2);
    click.mockRestore();
  });
});
