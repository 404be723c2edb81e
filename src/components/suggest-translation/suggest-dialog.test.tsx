import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUGGESTION_MESSAGES } from '@/domain/i18n/suggestions';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import { openSuggestDialog } from './open-suggest-dialog';

/**
 * Nothing is mocked above fetch: the dialog, call() and the Firebase SDK all run; suggestTranslation
 * answers with its result or with the refusal the real function sends (its reason and message).
 */
let sent: unknown[] = [];
function serverAnswers(answer: { result: unknown } | { status: number; error: object }) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push((JSON.parse(String(init?.body)) as { data: unknown }).data);
      const [body, status] = 'result' in answer ? [{ result: answer.result }, 200] : [{ error: answer.error }, answer.status];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

vi.setConfig({ testTimeout: 30_000 });

// An isiZulu page whose footer shows "Ikhaya", "Xhumana Nathi" and the response promise filled in.
// jsdom has no innerText: it is the page's lines, as a browser gives them.
const PAGE = [
  'Ikhaya · Xhumana Nathi',
  'Ukuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula ngaphakathi kwamahora angu-16.',
];
function showPage() {
  if (document.querySelector('[data-page]')) return;
  for (const line of PAGE) {
    const paragraph = document.createElement('p');
    paragraph.dataset.page = '';
    paragraph.textContent = line;
    document.body.append(paragraph);
  }
}
async function openOnZuluPage() {
  await loadCatalog('zu');
  activate('zu');
  showPage();
  Object.defineProperty(document.body, 'innerText', {
    configurable: true,
    get: () => [...document.querySelectorAll('[data-page]')].map((line) => line.textContent).join('\n'),
  });
  await openSuggestDialog('zu');
  return screen.findByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
}
afterEach(() => {
  getSelection()?.removeAllRanges();
  // A dialog a test left open closes as a visitor would close it, so the next one opens.
  for (const dialog of document.querySelectorAll('dialog')) dialog.close();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A visitor selects (highlights) words of one line of the page, from one word to another. */
function select(from: string, to: string) {
  showPage();
  const line = [...document.querySelectorAll('[data-page]')].find((p) => p.textContent.includes(from))!.firstChild!;
  const range = document.createRange();
  range.setStart(line, line.textContent!.indexOf(from));
  range.setEnd(line, line.textContent!.indexOf(to) + to.length);
  getSelection()!.removeAllRanges();
  getSelection()!.addRange(range);
}
const TIP = 'Icebiso: qala ukhethe amagama ekhasini, bese uvula leli windi, futhi sizokutholela lowo mbhalo.';

describe('Suggest a better translation', () => {
  it('lists the page’s texts in isiZulu with their English, searchable, and sends better words', async () => {
    serverAnswers({ result: { suggestionId: 's1' } });
    const dialog = await openOnZuluPage();
    await userEvent.type(within(dialog).getByLabelText('Thola umbhalo'), 'contact');
    const choice = await within(dialog).findByRole('button', { name: /Xhumana Nathi/ });
    expect(within(dialog).queryByRole('button', { name: /^Ikhaya/ })).toBeNull();
    await userEvent.click(choice);
    expect(within(dialog).getByText('Contact Us')).toHaveAttribute('lang', 'en');
    const wording = within(dialog).getByLabelText('Amagama akho angcono');
    expect(wording).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thumela isiphakamiso' }));
    // The current words unchanged: said in the dialog's words, nothing sent.
    expect(within(dialog).getByText(/Amagama akho afana nombhalo wamanje/)).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.clear(wording);
    await userEvent.type(wording, 'Xhumana Nathi Manje');
    await userEvent.type(within(dialog).getByLabelText(/Inothi/), 'Kungcono kanje.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thumela isiphakamiso' }));
    expect(await within(dialog).findByText(/Isiphakamiso sakho sithunyelwe/)).toBeVisible();
    expect(sent).toEqual([
      {
        locale: 'zu',
        messageId: 'footer.contact',
        text: 'Xhumana Nathi Manje',
        note: 'Kungcono kanje.',
      },
    ]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Vala' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks placeholders itself, and words the server’s refusal in isiZulu', async () => {
    // The site was built before the message left the catalog the server has: the server's word counts.
    serverAnswers({
      status: 400,
      error: {
        status: 'INVALID_ARGUMENT',
        message: SUGGESTION_MESSAGES.unknownMessage,
        details: { reason: 'suggestion-message-unknown', field: 'messageId' },
      },
    });
    const dialog = await openOnZuluPage();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Ukuxhunyaniswa mahhala/ }));
    const wording = within(dialog).getByLabelText('Amagama akho angcono');
    expect(wording).toHaveValue(
      'Ukuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula {promise}.',
    );
    await userEvent.clear(wording);
    await userEvent.paste('Amafemu aphendula masinyane.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thumela isiphakamiso' }));
    expect(within(dialog).getByText(/Sicela ugcine wonke amagama/)).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.clear(wording);
    await userEvent.paste('Ukuxhumana mahhala. Amafemu aphendula {promise}.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thumela isiphakamiso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Asikwazi ukwamukela iziphakamiso zalo mbhalo.');
  });

  it('says to select words first; a visitor who did finds their text chosen and the selection as the search', async () => {
    // Without a selection: the list, and the tip.
    let dialog = await openOnZuluPage();
    expect(within(dialog).getByText(TIP)).toBeVisible();
    expect(within(dialog).getByLabelText('Thola umbhalo')).toHaveValue('');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Vala' })[0]!);

    // Words selected across the response promise the page filled in: the footer's blurb, chosen already.
    select('aphendula', 'ngaphakathi');
    dialog = await openOnZuluPage();
    const wording = await within(dialog).findByLabelText('Amagama akho angcono');
    expect(wording).toHaveValue(
      'Ukuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula {promise}.',
    );
    expect(wording).toHaveFocus();
    expect(
      within(dialog).getByText('Free matching with verified South African law firms. Firms respond {promise}.'),
    ).toHaveAttribute('lang', 'en');
    // Back to the list: the selection is the search, and the text it found is listed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Khetha omunye umbhalo' }));
    expect(within(dialog).getByLabelText('Thola umbhalo')).toHaveValue('aphendula ngaphakathi');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: /^Ukuxhunyaniswa mahhala/ })).toBeVisible();
    expect(within(dialog).queryByText(TIP)).toBeNull();
    // A search of their own lists by it, as before.
    await userEvent.clear(within(dialog).getByLabelText('Thola umbhalo'));
    await userEvent.type(within(dialog).getByLabelText('Thola umbhalo'), 'Ikhaya');
    expect(within(dialog).getByRole('button', { name: /^Ikhaya/ })).toBeVisible();
  });

  it('lists the texts a selection runs across, choosing none of them', async () => {
    select('Ikhaya', 'Xhumana');
    const dialog = await openOnZuluPage();
    expect(await within(dialog).findByRole('button', { name: /^Ikhaya/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /^Xhumana Nathi/ })).toBeVisible();
    // "Xhumana" alone (Connect) is a text the page shows too, and the selection runs into it.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IkhayaHome', 'Xhumana NathiContact Us', 'XhumanaConnect']);
    expect(within(dialog).queryByLabelText('Amagama akho angcono')).toBeNull();
    expect(within(dialog).getByLabelText('Thola umbhalo')).toHaveValue('Ikhaya · Xhumana');
  });
});
