/**
 * The header's menu button below the lg breakpoint, on a page the app does not hydrate: it shows
 * and hides the (prerendered, hidden) mobile navigation, as site-header.tsx does. Escape closes it
 * and returns focus to the button.
 */
const OPEN_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

export function wireMobileMenu(root: ParentNode = document): void {
  const button = root.querySelector<HTMLButtonElement>('header button[aria-controls="mobile-nav"]');
  const nav = document.getElementById('mobile-nav');
  if (!button || !nav) return;
  const icon = button.querySelector('path');
  const setOpen = (open: boolean) => {
    nav.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // The words are the page's (prerendered beside the button by site-header.tsx), English as a fallback.
    const label = open ? button.dataset.closeLabel || 'Close menu' : button.dataset.openLabel || 'Open menu';
    button.setAttribute('aria-label', label);
    icon?.setAttribute('d', open ? CLOSE_ICON : OPEN_ICON);
  };
  // `hidden` may also be 'until-found' (closed too, in TypeScript 7's DOM types): open when it is anything but false.
  button.addEventListener('click', () => setOpen(nav.hidden !== false));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || nav.hidden) return;
    setOpen(false);
    button.focus();
  });
}
