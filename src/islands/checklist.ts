import { assessDivorceReadiness } from '@/features/content/data/self-assessment';

/** The need-lawyer article's self-assessment (self-assessment-checklist.tsx): the outcome follows the ticks. */
export function wireChecklist(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-island="checklist"]')) {
    const boxes = [...section.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const [title, text] = section.querySelectorAll<HTMLElement>('[role="status"] p');
    const update = () => {
      const outcome = assessDivorceReadiness(boxes.filter((b) => b.checked).length);
      if (title) title.textContent = outcome.title;
      if (text) text.textContent = outcome.text;
    };
    for (const box of boxes) box.addEventListener('change', update);
    update(); // a browser may restore ticks on Back
  }
}
