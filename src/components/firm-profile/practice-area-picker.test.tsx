import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PracticeAreaPicker } from './practice-area-picker';

function Picker({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <PracticeAreaPicker value={value} onChange={setValue} />;
}

const category = (name: string) => screen.getByText(name, { selector: 'summary' }).closest('details')!;

describe('PracticeAreaPicker', () => {
  it('opens the categories a firm already practises in, including one with only a subcategory ticked', () => {
    render(<Picker initial={['family', 'divorce-separation', 'assault']} />);
    expect(category('Family Matters').open).toBe(true);
    expect(category('Criminal Matters').open).toBe(true);
    expect(category('Employment Issues').open).toBe(false);
  });

  it('stays open when "All of …" is unticked, so the subcategories beneath can still be changed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Picker initial={['family', 'divorce-separation']} />);
    await user.click(screen.getByLabelText('All of Family Matters'));
    expect(screen.getByLabelText('All of Family Matters')).not.toBeChecked();
    expect(category('Family Matters').open).toBe(true);
    await user.click(screen.getByLabelText('Divorce & Separation'));
    expect(screen.getByLabelText('Divorce & Separation')).not.toBeChecked();
  });

  it('names its error as the description of the whole tree', () => {
    render(<PracticeAreaPicker value={[]} onChange={() => undefined} error="Please select at least one practice area" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one practice area');
    expect(screen.getByRole('group', { name: 'Select the areas of law your firm practises' })).toHaveAccessibleDescription(
      'Please select at least one practice area',
    );
  });
});
