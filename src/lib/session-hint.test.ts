// @vitest-environment jsdom
// (sessionStorage and localStorage: the only browser APIs these tests need.)
import { rememberDashboard } from './remember-dashboard';
import { dashboardHint } from './session-hint';

describe('session hint', () => {
  beforeEach(() => localStorage.clear());

  it('remembers where the signed-in person’s dashboard is, and forgets it on sign-out', () => {
    expect(dashboardHint()).toBeNull();
    rememberDashboard('/firm-dashboard');
    expect(dashboardHint()).toBe('/firm-dashboard');
    rememberDashboard('/admin-control');
    expect(dashboardHint()).toBe('/admin-control');
    rememberDashboard(null);
    expect(dashboardHint()).toBeNull();
  });

  it('never turns a tampered value into a link elsewhere', () => {
    localStorage.setItem('regmatch:dashboard', 'https://evil.example/phish');
    expect(dashboardHint()).toBeNull();
    localStorage.setItem('regmatch:dashboard', '/admin-control/../x');
    expect(dashboardHint()).toBeNull();
  });
});
