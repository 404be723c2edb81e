/**
 * The header's 'Legal Guides' menu on a page the app does not hydrate: the same behaviour as
 * src/app/layouts/legal-guides-menu.tsx, wired onto its prerendered markup. Pointer: opens 100 ms
 * after hover, closes 200 ms after leaving; an outside press closes. Keyboard: Enter or Space
 * toggles, arrows move with wrap-around (Home, End), Escape closes and returns focus, Tab closes.
 */

/** legal-guides-menu.tsx's OPEN_DELAY_MS and CLOSE_DELAY_MS (islands.test.tsx holds them equal). */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_CLOSE_DELAY_MS = 200;

export function wireGuidesMenu(root: ParentNode = document): void {
  const trigger = root.querySelector<HTMLButtonElement>('header button[aria-haspopup="menu"]');
  const menu = trigger && document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const wrapper = trigger?.parentElement;
  if (!trigger || !menu || !wrapper) return;
  const items = [...menu.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')];
  const chevron = trigger.querySelector('svg');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = () => !menu.hidden;
  const setOpen = (open: boolean) => {
    clearTimeout(timer);
    menu.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
    chevron?.classList.toggle('rotate-180', open);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.focus();
  };
  const schedule = (open: boolean, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => setOpen(open), delay);
  };
  const focusItem = (index: number) => {
    const count = items.length;
    items[((index % count) + count) % count]?.focus();
  };

  wrapper.addEventListener('pointerenter', (e) => e.pointerType !== 'touch' && schedule(true, MENU_OPEN_DELAY_MS));
  wrapper.addEventListener('pointerleave', (e) => e.pointerType !== 'touch' && schedule(false, MENU_CLOSE_DELAY_MS));
  document.addEventListener('pointerdown', (e) => {
    if (isOpen() && !wrapper.contains(e.target as Node)) close(false);
  });
  trigger.addEventListener('click', (e) => {
    // Keyboard activation is handled on keydown; detail 0 is a click synthesised from a key.
    if (e.detail === 0) return;
    setOpen(!isOpen());
  });
  trigger.addEventListener('keydown', (e) => {
    switch (e.key) {
      case 'Enter':
      case ' ':
        e.preventDefault();
        setOpen(!isOpen());
        break;
      case 'ArrowDown':
        e.preventDefault();
        setOpen(true);
        focusItem(0);
        break;
      case 'ArrowUp':
        e.preventDefault();
        setOpen(true);
        focusItem(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  });
  items.forEach((item, index) => {
    item.addEventListener('click', () => close(false));
    item.addEventListener('keydown', (e) => {
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
      if (e.key in moves) {
        e.preventDefault();
        focusItem(moves[e.key]!);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      } else if (e.key === 'Tab') close(false);
    });
  });
}
