import { PAGES } from './pages';
import { LAB_PATH, ROUTES } from './route-table';

describe('route table', () => {
  it('covers every route of the spec', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of [
      '/',
      '/how-it-works',
      '/about',
      '/faq',
      '/faq-blog',
      '/matching',
      '/results',
      '/contact-firm',
      '/correspondent-matching',
      '/featured-firms',
      '/featured-firms/:province',
      '/blog',
      '/blog/:slug',
      '/guides/divorce',
      '/guides/child-custody',
      '/guides/child-maintenance',
      '/lawyers/:city',
      '/legal-updates',
      '/faq/:slug',
      '/terms',
      '/privacy',
      '/disclaimer',
      '/cookie-policy',
      '/legal/eula',
      '/legal/dpa',
      '/legal/sla',
      '/for-firms',
      '/firm-setup',
      '/firm-dashboard',
      '/firm-login',
      '/login',
      '/reset-password-confirm',
      '/subscription-thank-you',
      '/subscription-cancel',
      '/admin-control',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has unique paths, each with a page module', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(PAGES[route.page], route.path).toBeTypeOf('function');
  });

  it('guards the dashboard and the operator pages', () => {
    const access = Object.fromEntries(ROUTES.map((r) => [r.path, r.access]));
    expect(access['/firm-dashboard']).toBe('signed-in');
    expect(access['/admin-control']).toBe('admin');
    expect(access[LAB_PATH]).toBe('admin');
  });

  it('never lets search engines index private or personal pages', () => {
    const indexable = new Set(ROUTES.filter((r) => r.indexable).map((r) => r.path));
    for (const path of ['/results', '/firm-dashboard', '/admin-control', LAB_PATH, '/reset-password-confirm', '/firm-login']) {
      expect(indexable.has(path), path).toBe(false);
    }
  });

  it('prerenders only public, indexable content', () => {
    for (const route of ROUTES.filter((r) => r.prerender)) {
      expect(route.access).toBe('public');
      expect(route.indexable).toBe(true);
    }
  });

  it('gives every parameterised prerendered route its concrete pages', () => {
    expect(ROUTES.find((r) => r.path === '/faq/:slug')?.instances).toHaveLength(8);
    expect(ROUTES.find((r) => r.path === '/lawyers/:city')?.instances).toHaveLength(4);
  });
});
