// @vitest-environment node
import { formatStageTimes } from './stage-times.mjs';

describe('formatStageTimes', () => {
  it('lists the stages in order with the total, then the background checks apart', () => {
    const lines = formatStageTimes(
      [
        { name: 'install', seconds: 0.4 },
        { name: 'build', seconds: 61.6 },
        { name: 'lint', seconds: 120, background: true },
      ],
      70,
    );
    expect(lines.slice(1)).toEqual([
      '━━ Time per stage ━━',
      '  install      0 s',
      '  build       62 s',
      '  total       70 s',
      '  beside the stages above (their times overlap them):',
      '  lint       120 s',
    ]);
  });
});
