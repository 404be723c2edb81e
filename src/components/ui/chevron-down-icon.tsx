import { cn } from './cn';

/** The disclosure chevron of menus and accordions; it turns over while its panel is open. */
export function ChevronDownIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg
      className={cn('shrink-0 transition-transform', open && 'rotate-180', className)}
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 011.06.02L10 11.06l3.71-3.83a.75.75 0 111.08 1.04l-4.25 4.39a.75.75 0 01-1.08 0L5.21 8.27a.75.75 0 01.02-1.06z"
        clipRule="evenodd"
      />
    </svg>
  );
}
