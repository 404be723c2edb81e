import { render, screen } from '@testing-library/react';
import { FirmCard } from '@/components/firm-card';
import { buildFirmDocuments } from '../../../../tests/fixtures/firm-factory';
import { featuredFirmCard } from './featured-firm-card';

const featured = (firm: Parameters<typeof buildFirmDocuments>[0] = {}) => {
  const { firm: stored } = buildFirmDocuments({ plan: 'premium_plus', ...firm });
  return featuredFirmCard({ ...stored, isFeatured: true, id: 'firm-1' });
};

describe('featured firm cards carry the same "Verified" badge as results cards', () => {
  it('a verified firm shows what the operator checked', () => {
    render(<FirmCard firm={featured()} featured action={null} />);
    expect(screen.getByText('Verified: on the Legal Practice Council roll')).toBeInTheDocument();
  });

  it('a Fidelity Fund certificate checked for a year is named with its year', () => {
    const verification = {
      state: 'verified' as const,
      verifiedAt: new Date('2026-02-01T08:00:00Z'),
      checks: ['lpc-roll' as const, 'fidelity-fund-certificate' as const],
      validThroughYear: 2026,
    };
    render(<FirmCard firm={featured({ firm: { verification } })} featured action={null} />);
    expect(
      screen.getByText('Verified: on the Legal Practice Council roll; Fidelity Fund certificate for 2026'),
    ).toBeInTheDocument();
  });

  it('a firm that is not verified shows no badge', () => {
    const verification = { state: 'pending' as const, verifiedAt: null, checks: [], validThroughYear: null };
    render(<FirmCard firm={featured({ firm: { verification } })} featured action={null} />);
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
  });
});
