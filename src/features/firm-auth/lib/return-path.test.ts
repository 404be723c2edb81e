import { returnPath } from './return-path';

describe('returnPath', () => {
  it('brings a firm back to the dashboard link it followed, with the lead it names', () => {
    expect(returnPath({ from: { pathname: '/firm-dashboard', search: '?tab=leads&lead=abc' } })).toBe(
      '/firm-dashboard?tab=leads&lead=abc',
    );
  });

  it('goes to the dashboard when nothing was asked for', () => {
    expect(returnPath(null)).toBe('/firm-dashboard');
    expect(returnPath({})).toBe('/firm-dashboard');
  });

  it('never sends anyone off the firm pages, whatever the state holds', () => {
    expect(returnPath({ from: { pathname: '//evil.example/firm-dashboard', search: '' } })).toBe('/firm-dashboard');
    expect(returnPath({ from: { pathname: 'https://evil.example', search: '' } })).toBe('/firm-dashboard');
    expect(returnPath({ from: { pathname: '/admin-control', search: '' } })).toBe('/firm-dashboard');
    expect(returnPath({ from: { pathname: '/firm-dashboardx', search: '' } })).toBe('/firm-dashboard');
    expect(returnPath({ from: { pathname: '/firm-dashboard', search: 'javascript:1' } })).toBe('/firm-dashboard');
  });
});
