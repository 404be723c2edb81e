import { Fragment, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
import type { HeaderLink } from './header-text';
import { GUIDE_MENU_ITEMS } from './nav-links';

export const OPEN_DELAY_MS = 100;
export const CLOSE_DELAY_MS = 200;

/**
 * The header's 'Legal Guides' menu button. Pointer: opens 100 ms after hover, closes 200 ms
 * after leaving (so a diagonal move to the menu does not close it). Keyboard: Enter or Space
 * toggles, arrows move with wrap-around, Escape closes and returns focus, Tab closes.
 */
export function LegalGuidesMenu({
  label = 'Legal Guides',
  items = GUIDE_MENU_ITEMS,
}: { label?: string; items?: readonly HeaderLink[] } = {}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => clearTimeout(timer.current);
  const schedule = (next: boolean, delay: number) => {
    clearTimer();
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => clearTimer, []);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        clearTimer();
        setOpen((was) => !was);
        break;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => focusItem(0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => focusItem(items.length - 1));
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType !== 'touch' && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType !== 'touch' && schedule(false, CLOSE_DELAY_MS)}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(e) => {
          // Keyboard activation is handled in onKeyDown; detail 0 means a synthetic keyboard click.
          if (e.detail === 0) return;
          clearTimer();
          setOpen((was) => !was);
        }}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm lg:px-2 xl:px-3 font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800"
      >
        {label}
        <ChevronDownIcon open={open} className="h-4 w-4" />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!open}
        className="absolute left-0 z-50 mt-1 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
      >
        {items.map((item, index) => (
          <Fragment key={item.to}>
            {item.dividerBefore && <li role="separator" className="my-2 border-t border-slate-200" />}
            <li role="none">
              <Link
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                onKeyDown={(e) => onItemKeyDown(e, index)}
                onClick={() => close(false)}
                className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus:outline-none"
              >
                {item.label}
              </Link>
            </li>
          </Fragment>
        ))}
      </ul>
    </div>
  );
}
