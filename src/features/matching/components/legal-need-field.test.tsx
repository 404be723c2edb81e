import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LOCALE_PHRASES } from '@/domain/matching/locale-phrases';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import { LegalNeedField } from './legal-need-field';
import { loadWizardRules } from './wizard-rules';

const answers: string[] = [];

/** The field as the wizard holds it: the answer in state, every change recorded. */
function NeedField() {
  const [value, setValue] = useState('');
  return (
    <LegalNeedField
      value={value}
      onChange={(next) => {
        answers.push(next);
        setValue(next);
      }}
    />
  );
}

beforeAll(() => Promise.all([loadWizardRules(), loadCatalog('zu', 'forms')]));
afterEach(() => activate('en'));

it('in isiZulu, a chosen area reads by its isiZulu name while the answer stays the English one', async () => {
  activate('zu');
  const user = userEvent.setup();
  const divorce = LOCALE_PHRASES.zu['divorce-separation']!.name;
  render(<NeedField />);
  const need = screen.getByRole('combobox');
  await user.type(need, 'ukudivosa');
  await user.click(screen.getByRole('option', { name: new RegExp(`^${divorce}`) }));
  expect(answers.at(-1)).toBe('Divorce & Separation');
  expect(need).toHaveValue(divorce);
  // Typing edits the name the client sees, and the search takes it from there.
  await user.type(need, '{Backspace}');
  expect(answers.at(-1)).toBe(divorce.slice(0, -1));
  expect(screen.getByRole('option', { name: new RegExp(`^${divorce}`) })).toBeVisible();
});
