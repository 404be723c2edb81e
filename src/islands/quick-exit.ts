import { listenForDoubleEscape, quickExit } from '@/lib/quick-exit';

/** The quick exit (src/components/quick-exit.tsx) where a page shows it: its button and Escape twice. */
export function wireQuickExit(root: ParentNode = document): void {
  const button = root.querySelector<HTMLButtonElement>('[data-island="quick-exit"]');
  if (!button) return;
  button.addEventListener('click', quickExit);
  listenForDoubleEscape();
}
