import { lazy, Suspense, useId, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container, LoadingBlock, PageHeading } from '@/components/ui';
import { PROVINCES, provinceFromSlug, provinceToSlug, type Province } from '@/domain/shared/provinces';

// A province's firms, the request flow and their messages load when a visitor first opens a
// province: the page itself (prerendered) needs none of them, nor Firestore, nor the schemas.
const ProvinceFirms = lazy(() => import('../components/province-firms'));

/** The open row is the URL's (`?province=<slug>`), so a reload (or a request open in it) comes back to it. */
const PROVINCE_PARAM = 'province';

function useOpenProvince(): [Province | null, (province: Province) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The page is prerendered with every row closed: the first render must be that, whatever the URL says.
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  const open = hydrated ? provinceFromSlug(new URLSearchParams(search).get(PROVINCE_PARAM) ?? '') : null;
  // Another row closes the first and any request open in it; rows are not history entries of their own.
  const toggle = (province: Province) => {
    const next = open === province ? '' : `?${new URLSearchParams({ [PROVINCE_PARAM]: provinceToSlug(province) }).toString()}`;
    void navigate({ search: next }, { replace: true });
  };
  return [open, toggle];
}

export default function FeaturedFirmsPage() {
  const [open, toggle] = useOpenProvince();
  return (
    <Container className="py-10 sm:py-12">
      <PageHeading
        title="Featured Law Firms"
        lead="Verified firms featured in each province. Open a province to see its firms and request a match."
      />
      <ul className="space-y-3">
        {PROVINCES.map((province) => (
          <ProvinceRow key={province} province={province} open={open === province} onToggle={() => toggle(province)} />
        ))}
      </ul>
    </Container>
  );
}

function ProvinceRow({ province, open, onToggle }: { province: Province; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  // The firms (and the Firestore code that reads them) load on the first expand and stay mounted,
  // so they stay cached while the row is collapsed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between px-5 py-4 text-left text-lg font-semibold text-brand-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {province}
          <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-5 py-4">
        {opened && (
          <Suspense fallback={<LoadingBlock label={`Loading featured firms in ${province}...`} />}>
            <ProvinceFirms province={province} open={open} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
