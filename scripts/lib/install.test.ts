import { describe, expect, it } from 'vitest';
import { installMatchesLock } from './install.mjs';

describe('installMatchesLock', () => {
  const lock = {
    packages: {
      '': { name: 'x' },
      'node_modules/a': { version: '1.0.0' },
      'node_modules/b': { version: '2.0.0', optional: true },
      'node_modules/local': { link: true },
    },
  };

  it('accepts an install holding every locked package at its version, whatever the file times', () => {
    expect(installMatchesLock(lock, { packages: { 'node_modules/a': { version: '1.0.0' } } })).toBe(true);
  });

  it('asks for an install when a package is missing or at another version', () => {
    expect(installMatchesLock(lock, { packages: {} })).toBe(false);
    expect(installMatchesLock(lock, { packages: { 'node_modules/a': { version: '1.0.1' } } })).toBe(false);
  });
});
