import { render, screen } from '@testing-library/react';
import { LEGAL_AID } from '@/domain/matching/legal-aid';
import { LegalAidPanel } from './legal-aid-panel';

describe('LegalAidPanel', () => {
  it('says how to apply with the dated thresholds, the free line and the province', () => {
    render(<LegalAidPanel province="Limpopo" />);
    expect(screen.getByRole('heading', { name: /may qualify for free legal help from Legal Aid South Africa/ })).toBeVisible();
    expect(screen.getByText(/since 1 April 2024/)).toBeVisible();
    expect(screen.getByText('R 8 700')).toBeVisible();
    expect(screen.getByText('R 9 500')).toBeVisible();
    expect(screen.getByRole('link', { name: LEGAL_AID.adviceLine })).toHaveAttribute('href', 'tel:0800110110');
    expect(screen.getByText(/nearest Legal Aid SA office in Limpopo/)).toBeVisible();
    expect(screen.getByText(/you can contact a firm and apply for legal aid/)).toBeVisible();
    // The figures say how old they are and where they come from.
    expect(screen.getByText(`Figures as at 1 April 2024, source: ${LEGAL_AID.source}.`)).toBeVisible();
  });
});
