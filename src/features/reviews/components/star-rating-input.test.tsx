import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRatingInput } from './star-rating-input';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return <StarRatingInput value={value} onChange={setValue} error={error} />;
}

describe('StarRatingInput', () => {
  it('is a named radio group of five stars, each named by its number and word', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const radios = Array.from(group.querySelectorAll('input[type=radio]'));
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star, Poor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeInTheDocument();
  });

  it('chooses by click and moves with the arrow keys, as any radio group', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('3 stars, Good'));
    expect(screen.getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  });

  it('ties the error to the group for assistive technology', () => {
    render(<Controlled error="Please choose from 1 to 5 stars." />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Please choose from 1 to 5 stars.');
  });
});
