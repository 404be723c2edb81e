import { Container } from '@/components/ui/layout';
import type { LegalDocument } from '../data/legal-pages';
import { Sections, TableOfContents } from './content-blocks';
import { PageHero } from './page-hero';

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow={`Last updated ${doc.lastUpdated}`} title={doc.title} lead={doc.intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <TableOfContents sections={doc.sections} />
        </div>
        <div className="min-w-0 max-w-3xl space-y-10">
          <Sections sections={doc.sections} />
        </div>
      </Container>
    </>
  );
}
