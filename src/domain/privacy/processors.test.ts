import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCESSORS, PROVIDER_SETTINGS } from './processors';

const functionsSrc = join(import.meta.dirname, '../../../functions/src');

/** Every firebase-functions param or secret functions/src defines: the providers the product is configured with. */
function definedSettings(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(functionsSrc, { recursive: true, encoding: 'utf8' })) {
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
    for (const m of readFileSync(join(functionsSrc, file), 'utf8').matchAll(
      /define(?:Secret|String|Int|Boolean|Float|List)\(\s*'([A-Z0-9_]+)'/g,
    ))
      names.add(m[1]!);
  }
  return [...names].sort();
}

describe('processors: the providers in code and in the policy are the same', () => {
  it('every setting functions/src defines is mapped to a processor (or to none), and every mapped setting exists', () => {
    expect(Object.keys(PROVIDER_SETTINGS).sort()).toEqual(definedSettings());
  });

  it('every configured provider is a listed processor, and every configurable processor has its settings', () => {
    const ids = new Set(PROCESSORS.map((p) => p.id));
    const configured = new Set(Object.values(PROVIDER_SETTINGS).filter((id) => id !== 'none'));
    for (const id of configured) expect(ids, id).toContain(id);
    // Hosting, sign-in and App Check are the Firebase project itself, not a setting.
    const builtIn = ['hosting', 'auth', 'appCheck'];
    expect(
      PROCESSORS.map((p) => p.id)
        .filter((id) => !builtIn.includes(id))
        .sort(),
    ).toEqual([...configured].sort());
  });

  it('WhatsApp goes to Meta outside South Africa, and every cross-border processor names its section 72 ground', () => {
    const whatsapp = PROCESSORS.find((p) => p.id === 'whatsapp')!;
    expect(whatsapp).toMatchObject({ crossBorder: true });
    expect(whatsapp.name).toContain('Meta');
    for (const p of PROCESSORS) {
      if (p.crossBorder) expect(p.s72Basis, p.id).toMatch(/section 72\(1\)\([a-e]\)/);
      else expect(p.country, p.id).toMatch(/South Africa/);
    }
  });
});
