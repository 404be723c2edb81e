import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { ReviewReports } from './review-reports';

const hideReview = vi.fn();
const report = {
  id: 'lead-1',
  reviewId: 'lead-1',
  firmId: 'firm-1',
  firmName: 'Dlamini Attorneys',
  reason: 'This person was never our client.',
  reviewText: 'Terrible, they never called.',
  reviewRating: 1,
  state: 'open' as const,
  createdAt: Date.UTC(2026, 10, 20),
};
vi.mock('../api/review-reports', () => ({
  useOpenReviewReports: () => ({
    loading: false,
    error: null,
    reports: [report],
    hasMore: false,
    loadingMore: false,
    loadMore: () => {},
  }),
  hideReview: (...args: unknown[]) => hideReview(...args),
}));

beforeEach(() => hideReview.mockReset());

describe('ReviewReports', () => {
  it("shows the reported review with the firm's reason", () => {
    render(<ReviewReports />);
    const card = screen.getByRole('article', { name: 'Review of Dlamini Attorneys' });
    expect(within(card).getByText('Terrible, they never called.')).toBeInTheDocument();
    expect(within(card).getByText('This person was never our client.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
  });

  it('will not hide without a reason, and hides with one, saying what the rating is now', async () => {
    const user = userEvent.setup();
    hideReview.mockResolvedValue({ reviewId: 'lead-1', firmId: 'firm-1', rating: 4.5, reviewCount: 2 });
    render(<ReviewReports />);
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.reasonTooShort)).toBeInTheDocument();
    expect(hideReview).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason for hiding/), 'Abusive language about staff');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(hideReview).toHaveBeenCalledWith('lead-1', 'Abusive language about staff');
    expect(await screen.findByText('Review hidden. Dlamini Attorneys now has 2 reviews, rated 4.5.')).toBeInTheDocument();
  });
});
