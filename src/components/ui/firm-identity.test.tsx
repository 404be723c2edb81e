import { render, screen } from '@testing-library/react';
import { FirmLogo, RatingSummary } from './firm-identity';

describe('RatingSummary', () => {
  it('says "No reviews yet" for a firm nobody has reviewed, never a 0.0 rating', () => {
    const { container } = render(<RatingSummary rating={0} reviewCount={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(container.textContent).not.toContain('0.0');
  });

  it('shows the rating to one decimal with the number of reviews', () => {
    const { container, rerender } = render(<RatingSummary rating={4.25} reviewCount={1} />);
    expect(container.textContent).toBe('★ 4.3 (1 review)');
    rerender(<RatingSummary rating={3} reviewCount={12} />);
    expect(container.textContent).toBe('★ 3.0 (12 reviews)');
  });
});

describe('FirmLogo', () => {
  it('shows the logo as decoration, or the initial when there is none', () => {
    const { container, rerender } = render(<FirmLogo name="Mokoena Attorneys" logoUrl="https://example.com/l.png" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<FirmLogo name="Mokoena Attorneys" />);
    expect(container.textContent).toBe('M');
  });
});
