import { ButtonLink, Card, Container, PageHeading } from '@/components/ui';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@/domain/shared/brand';
import { ContactForm } from '../components/contact-form';

export default function ContactPage() {
  return (
    <Container className="py-12">
      <div className="mx-auto grid max-w-4xl gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <PageHeading title="Contact Us" />
          <p className="mb-6 text-slate-700">
            Questions about a match, your firm&apos;s account or your data? Send us a message and our team replies by email.
          </p>
          <Card>
            <ContactForm />
          </Card>
        </div>
        <aside className="space-y-4 text-sm text-slate-700">
          <div>
            <h2 className="font-semibold text-slate-900">Looking for a lawyer?</h2>
            <p className="mt-1">Describe your legal need and we match you with a verified firm, free of charge.</p>
            <ButtonLink to="/matching" variant="secondary" size="sm" className="mt-3">
              Get Matched
            </ButtonLink>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">Email</h2>
            <p className="mt-1 break-words">{SUPPORT_EMAIL}</p>
            <p className="mt-1">{SUPPORT_HOURS}</p>
          </div>
        </aside>
      </div>
    </Container>
  );
}
