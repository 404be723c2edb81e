import { fetchPracticeAreaCounts } from '@/features/content/api/practice-area-counts';
import { firmCountText } from '@/features/content/components/firm-count-text';
import { afterFirstPaint } from '@/lib/after-first-paint';

/** A city page's live firm counts (city-page.tsx marks each with data-count-key), fetched once the page has painted. */
export async function wireFirmCounts(root: ParentNode = document): Promise<void> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-island="firm-count"]')];
  if (slots.length === 0) return;
  // The counts are an extra; without them the page lists the areas without numbers.
  await afterFirstPaint();
  const counts = await fetchPracticeAreaCounts();
  if (!counts) return;
  for (const slot of slots) slot.textContent = firmCountText(Math.max(0, counts[slot.dataset.countKey ?? ''] ?? 0));
}
