/** Small decorative icons (aria-hidden); text beside them carries the meaning. */
const paths = {
  spark: 'M12 2l2.2 6.3L21 9l-5.3 4.2L17.4 20 12 16.3 6.6 20l1.7-6.8L3 9l6.8-.7z',
  shield: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1.2 13.2l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4z',
  clock: 'M12 2a10 10 0 110 20 10 10 0 010-20zm1 5h-2v6l5 3 1-1.7-4-2.3z',
  check: 'M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4z',
  scale: 'M12 3v2H6l-3 7a4 4 0 008 0L8.2 7H11v12H7v2h10v-2h-4V7h2.8L13 12a4 4 0 008 0l-3-7h-6V3zM7 8.5L9 12H5zm10 0l2 3.5h-4z',
  heart:
    'M12 21l-1.4-1.3C5.4 15 2 12 2 8.3 2 5.3 4.3 3 7.3 3c1.7 0 3.4.8 4.7 2.1C13.3 3.8 15 3 16.7 3 19.7 3 22 5.3 22 8.3c0 3.7-3.4 6.7-8.6 11.4z',
  lock: 'M6 10V8a6 6 0 1112 0v2h1v12H5V10zm2 0h8V8a4 4 0 10-8 0z',
  pin: 'M12 2a7 7 0 017 7c0 5-7 13-7 13S5 14 5 9a7 7 0 017-7zm0 4.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  users:
    'M9 11a4 4 0 100-8 4 4 0 000 8zm8 0a3 3 0 100-6 3 3 0 000 6zM1 20c0-3.3 3.6-6 8-6s8 2.7 8 6v1H1zm17 1v-1c0-1.7-.6-3.2-1.7-4.4 3.3.3 5.7 2.2 5.7 4.4v1z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
