import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LEAD_RELEASE_MESSAGES } from '@/domain/leads/release';
import { REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { ContactUsText } from './contact-us-text';

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <p data-testid="message">
        <ContactUsText text={text} />
      </p>
    </MemoryRouter>,
  );

describe('ContactUsText', () => {
  it.each([
    LEAD_RELEASE_MESSAGES.notFound,
    LEAD_RELEASE_MESSAGES.used,
    LEAD_RELEASE_MESSAGES.expired,
    REVIEW_MESSAGES.notFound,
    REVIEW_MESSAGES.expired,
    REVIEW_MESSAGES.leadGone,
  ])('turns "contact us" in the refusal into a link to the contact page: %s', (message) => {
    const { unmount } = renderText(message);
    expect(screen.getByTestId('message')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: /^contact us$/i })).toHaveAttribute('href', '/contact');
    unmount();
  });

  it('leaves a message without the words as plain text', () => {
    renderText('Something went wrong. Please try again.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
