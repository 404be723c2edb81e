import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from './tag-input';

function Harness({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TagInput label="Keywords" itemName="keyword" values={values} onChange={setValues} />
    </form>
  );
}

const chips = () => screen.queryAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('TagInput', () => {
  it('adds a trimmed chip with Enter, without submitting the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Keywords'), '  divorce  {Enter}');
    expect(chips()).toEqual(['divorce']);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Keywords')).toHaveValue('');
  });

  it('adds with the Add button and ignores blanks and duplicates in any case', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Keywords');
    await userEvent.type(input, 'custody');
    await userEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'CUSTODY{Enter}');
    expect(chips()).toEqual(['custody']);
  });

  it('removes a chip with its labelled button', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Keywords'), 'a{Enter}b{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove keyword a' }));
    expect(chips()).toEqual(['b']);
  });
});
