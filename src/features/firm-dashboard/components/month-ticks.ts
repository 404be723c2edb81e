/**
 * Which month labels a chart's axis shows. Chart.js's own skipping counts from the first label,
 * so on a narrow chart it could drop the current month, the one a firm looks for. Here the step
 * counts back from the last label: the current month is always labelled, and every step-th month
 * before it, as many as fit.
 */

/** Room one short month label ('Sept', with its gap) needs, in CSS pixels. */
const MONTH_LABEL_PX = 38;
/** What the value axis and padding take from a chart's width. */
const AXIS_PX = 44;

/** Show every `step`-th month so `count` labels fit in a chart `width` pixels wide. */
export function monthLabelStep(count: number, width: number): number {
  const room = Math.max(1, width - AXIS_PX);
  return Math.max(1, Math.ceil((count * MONTH_LABEL_PX) / room));
}

/** Whether the label at `index` of `count` is shown: the last always, then every step-th before it. */
export function showMonthLabel(index: number, count: number, width: number): boolean {
  return (count - 1 - index) % monthLabelStep(count, width) === 0;
}
