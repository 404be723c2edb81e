// @vitest-environment node
import { installMatchesLock } from './install.mjs';

const lock = {
  packages: {
    '': { name: 'regmatch' },
    'node_modules/zod': { version: '4.1.0' },
    'node_modules/@rolldown/binding-darwin-arm64': { version: '1.0.0', optional: true },
    'node_modules/re2': { link: true, resolved: 'scripts/stubs/re2' },
  },
};

describe('installMatchesLock', () => {
  it('accepts an install of exactly the locked versions, without other platforms\u2019 optional packages', () => {
    expect(installMatchesLock(lock, { packages: { 'node_modules/zod': { version: '4.1.0' } } })).toBe(true);
  });

  it('asks for an install when a package is missing or at another version', () => {
    expect(installMatchesLock(lock, { packages: {} })).toBe(false);
    expect(installMatchesLock(lock, { packages: { 'node_modules/zod': { version: '3.25.0' } } })).toBe(false);
  });
});
