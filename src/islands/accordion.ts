/**
 * FAQ accordions (src/features/content/components/accordion.tsx, marked data-island="accordion")
 * on a page the app does not hydrate: one answer open at a time, a second press closes it.
 */
export function wireAccordions(root: ParentNode = document): void {
  for (const accordion of root.querySelectorAll<HTMLElement>('[data-island="accordion"]')) {
    const buttons = [...accordion.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
    const setOpen = (button: HTMLButtonElement, open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      button.querySelector('svg')?.classList.toggle('rotate-180', open);
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !open;
    };
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const open = button.getAttribute('aria-expanded') === 'true';
        for (const other of buttons) setOpen(other, !open && other === button);
      });
    }
  }
}
