import { Fragment } from 'react';
import { Link } from 'react-router';
import { RowHeaderTable, type RowHeaderTableLook } from '@/components/ui/row-header-table';
import type { Block, Section } from '../data/types';

const GUIDE_TABLE: RowHeaderTableLook = {
  table: 'w-full min-w-[28rem] text-left text-sm',
  thead: 'bg-slate-50 text-slate-900',
  headCell: () => 'px-4 py-3 font-semibold',
  tbody: 'divide-y divide-slate-200',
  rowHead: 'px-4 py-3 font-medium text-slate-900',
  cell: 'px-4 py-3 text-slate-700',
};

function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return <p className="leading-7 text-slate-700">{block.text}</p>;
    case 'links':
      return (
        <ul className="list-disc space-y-2 pl-6 text-slate-700">
          {block.items.map((item) => (
            <li key={item.to} className="leading-7">
              <Link to={item.to} className="font-medium text-brand-700 underline underline-offset-2">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'h3':
      return <h3 className="pt-2 text-lg font-semibold text-brand-950">{block.text}</h3>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={block.ordered ? 'list-decimal space-y-2 pl-6 text-slate-700' : 'list-disc space-y-2 pl-6 text-slate-700'}
        >
          {block.items.map((item) => (
            <li key={item} className="leading-7">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        // Wide tables scroll inside their own box so the page never scrolls sideways at 375 px. A
        // scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label={block.caption} tabIndex={0}>
          <RowHeaderTable caption={block.caption} head={block.head} rows={block.rows} look={GUIDE_TABLE} />
        </div>
      );
    case 'translated':
      return (
        <div lang={block.lang} className="rounded-lg border border-slate-200 px-4 py-3">
          <h3 className="text-lg font-semibold text-brand-950">{block.title}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {block.items.map((item) => (
              <li key={item} className="leading-7">
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">{block.note}</p>
        </div>
      );
    case 'note':
      return (
        <aside className="rounded-lg border-l-4 border-accent-500 bg-amber-50 px-4 py-3">
          <p className="font-semibold text-slate-900">{block.title}</p>
          <p className="mt-1 leading-7 text-slate-800">{block.text}</p>
        </aside>
      );
  }
}

/** Sections rendered as h2 + blocks; ids match the table of contents anchors. */
export function Sections({ sections, headingLevel = 2 }: { sections: readonly Section[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-4">
          <Heading id={`${section.id}-title`} className="text-2xl font-bold text-brand-950">
            {section.title}
          </Heading>
          {section.blocks.map((block, i) => (
            <Fragment key={i}>
              <ContentBlock block={block} />
            </Fragment>
          ))}
        </section>
      ))}
    </>
  );
}

export function TableOfContents({ sections }: { sections: readonly Section[] }) {
  return (
    <nav aria-label="Table of contents" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">On this page</h2>
      <ol className="mt-3 space-y-2 text-sm">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {i + 1}. {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
