import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces the Analytics tab draws, so the chart chunk stays small.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = 'inherit';
Chart.defaults.color = '#334155';

/**
 * One chart on a canvas. The canvas is hidden from assistive technology: every chart sits beside
 * a table of the same figures, which is what a screen reader reads.
 */
export function ChartCanvas({ config, className }: { config: ChartConfiguration; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={className ?? 'relative h-56 w-full'}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
