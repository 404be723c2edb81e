import { cleanup, render, screen } from '@testing-library/react';
import { FirmCard, type FirmCardFirm } from './firm-card';

const firm = (over: Partial<FirmCardFirm & { responseTime: string }> = {}): FirmCardFirm => ({
  firmName: 'Khumalo Legal Inc.',
  logoUrl: null,
  primaryCity: 'Soweto',
  province: 'Gauteng',
  rating: 4.5,
  reviewCount: 3,
  teamSize: '1-5',
  description: 'Family law.',
  languages: ['en'],
  consultationFees: 0,
  consultationMethods: ['virtual'],
  packageType: 'premium',
  ...over,
});

describe('FirmCard: response time', () => {
  afterEach(cleanup);

  it('shows the measured median response time over 90 days', () => {
    render(<FirmCard firm={firm({ medianResponseMinutes: 200 })} action={null} />);
    expect(screen.getByText('Median response: 3 h 20 min (last 90 days)')).toBeTruthy();
  });

  it('shows no response time until the firm has answered enough leads, and never the old free text', () => {
    // A stored firm may still carry the retired free-text field; the card does not show it.
    render(<FirmCard firm={firm({ medianResponseMinutes: null, responseTime: 'Within 1 hour' })} action={null} />);
    expect(screen.queryByText(/Median response/)).toBeNull();
    expect(screen.queryByText(/Within 1 hour/)).toBeNull();
    expect(screen.queryByText(/Responds:/)).toBeNull();
  });
});
