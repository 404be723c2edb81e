import { monthLabelStep, showMonthLabel } from './month-ticks';

const shown = (count: number, width: number) =>
  Array.from({ length: count }, (_, i) => i).filter((i) => showMonthLabel(i, count, width));

describe('month labels on the analytics charts', () => {
  it('a wide chart labels all twelve months', () => {
    expect(monthLabelStep(12, 1000)).toBe(1);
    expect(shown(12, 1000)).toHaveLength(12);
  });
  it('a phone-width chart labels the current month and every other month before it', () => {
    expect(monthLabelStep(12, 300)).toBe(2);
    expect(shown(12, 300)).toEqual([1, 3, 5, 7, 9, 11]);
  });
  it('the current (last) month is labelled at every width', () => {
    for (const width of [120, 200, 280, 320, 375, 500, 800]) {
      expect(shown(12, width)).toContain(11);
    }
  });
});
