import { render, screen, within } from '@testing-library/react';
import { RequestTimeline } from './request-timeline';

describe('RequestTimeline', () => {
  it('lists every step in words with its SAST time, in the order given', () => {
    render(
      <RequestTimeline
        events={[
          { kind: 'sent', firmName: 'Dlamini & Partners', at: '2026-11-23T08:00:00.000Z' },
          { kind: 'seen', firmName: 'Dlamini & Partners', at: '2026-11-23T09:30:00.000Z' },
          { kind: 'lapsed', firmName: 'Dlamini & Partners', at: '2026-11-25T08:00:00.000Z' },
          { kind: 'sent-on', firmName: 'Khumalo Legal Inc.', at: '2026-11-25T10:15:00.000Z' },
          { kind: 'contacted', firmName: 'Khumalo Legal Inc.', at: '2026-11-25T12:00:00.000Z' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Timeline of your request' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Sent to Dlamini & Partners',
      'Seen by Dlamini & Partners',
      'Dlamini & Partners did not answer in time',
      'Sent on to Khumalo Legal Inc.',
      'Khumalo Legal Inc. marked that they contacted you',
    ]);
    // 10:15 UTC is 12:15 in South Africa.
    expect(within(items[3]!).getByText(/12:15/)).toHaveAttribute('dateTime', '2026-11-25T10:15:00.000Z');
  });

  it('says so when nothing has happened yet', () => {
    render(<RequestTimeline events={[]} />);
    expect(screen.getByText('Nothing has happened to this request yet.')).toBeInTheDocument();
  });
});
