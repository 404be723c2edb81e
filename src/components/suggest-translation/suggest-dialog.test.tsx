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

// jsdom has no modal dialogs; opening one here just sets `open` (and closing fires `close`), as the browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
vi.setConfig({ testTimeout: 30_000 });

// An isiZulu page whose footer shows "Ikhaya" and the response promise (innerText: jsdom has none, so it is given).
async function openOnZuluPage() {
  await loadCatalog('zu');
  activate('zu');
  Object.defineProperty(document.body, 'innerText', {
    configurable: true,
    get: () =>
      'Ikhaya\nUkuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula ngaphakathi kwamahora angu-16.\nXhumana Nathi',
  });
  await openSuggestDialog('zu');
  return screen.findByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
}
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

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
});
