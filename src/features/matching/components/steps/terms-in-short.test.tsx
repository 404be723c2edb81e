import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { parsePo } from '@/domain/i18n/po';
import { activateIfLoaded, loadCatalog } from '@/lib/i18n/catalog-loader';
import { TermsInShort } from './terms-in-short';

// Issue 38: the wizard's consent step (the last) sums the terms up in the client's language and says that the
// English text is the binding one; English pages show the terms themselves.
const catalog = (locale: string) =>
  new Map(
    // Read from the repository root, where the tests run (a DOM test's import.meta.url is not a file URL).
    parsePo(readFileSync(`src/locales/${locale}/messages.po`, 'utf8')).entries.map((e) => [e.key, e.translation]),
  );

describe('the terms in short', () => {
  it('opens in Sesotho, ending with the English text being binding', async () => {
    await loadCatalog('st', 'forms');
    activateIfLoaded('st', 'forms');
    const st = catalog('st');
    const { container } = render(<TermsInShort />);
    const details = container.querySelector('details')!;
    expect(screen.getByText(st.get('terms.inShort')!)).toBeVisible();
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText(st.get('termsSummary.binding')!)).toBeInTheDocument();
    expect(screen.getByText(st.get('termsSummary.free')!)).toBeInTheDocument();
    expect(screen.getByText(st.get('termsSummary.service')!.replace('{brand}', 'RegMatch'))).toBeInTheDocument();
  });

  it('is not shown in English, where the terms themselves are', async () => {
    await loadCatalog('en');
    activateIfLoaded('en');
    const { container } = render(<TermsInShort />);
    expect(container).toBeEmptyDOMElement();
  });
});
