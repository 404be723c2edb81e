import { cn } from '@/components/ui/cn';
import { Icon, type IconName } from './icons';

/** 'feature' cards sit on white under the hero; 'why' cards are outlined with an accent icon. */
const LOOKS = {
  feature: { card: 'bg-white shadow-sm', icon: 'bg-brand-100 text-brand-800' },
  why: { card: '', icon: 'bg-accent-400/30 text-brand-900' },
} as const;

/** Three cards of an icon, a heading and a line of text; icons pair with cards by position. */
export function IconCardGrid({
  cards,
  icons,
  look,
  heading: Heading,
}: {
  cards: readonly { title: string; text: string }[];
  icons: readonly [IconName, ...IconName[]];
  look: keyof typeof LOOKS;
  heading: 'h2' | 'h3';
}) {
  return cards.map((card, i) => (
    <div key={card.title} className={cn('rounded-xl border border-slate-200 p-6', LOOKS[look].card)}>
      <span className={cn('inline-flex h-11 w-11 items-center justify-center rounded-lg', LOOKS[look].icon)}>
        <Icon name={icons[i] ?? icons[0]} />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-brand-950">{card.title}</Heading>
      <p className="mt-2 text-slate-700">{card.text}</p>
    </div>
  ));
}
