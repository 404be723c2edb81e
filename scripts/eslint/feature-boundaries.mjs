// A small local ESLint plugin: the feature boundaries of DESIGN.md and src/lib's place under
// src/components, checked on the resolved path of every import, so an `@/` alias, a relative path
// and an `api/` file are all held to the same rule.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../src');
const FIXTURES = resolve(SRC, '../tests/fixtures');

/** 'matching' for src/features/matching/..., otherwise null. */
function featureOf(file) {
  const rel = relative(SRC, file);
  const parts = rel.split(sep);
  return parts[0] === 'features' && parts.length >= 2 ? parts[1] : null;
}

/** The absolute path an import names, for `@/…` and relative specifiers; null for packages. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('@/')) return resolve(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  return null;
}

const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports neither another feature nor, by a relative path, anything outside itself.' },
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features are vertical slices: move shared code to src/components, src/lib or src/domain.",
      climbsOut: "A relative import leaves feature '{{from}}'. Use the @/ alias for code outside the feature.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    // A test beside a component may read the shared test fixtures (wire shapes captured from the
    // real functions), which live outside src/ and have no alias.
    const isTestFile = /\.test\.tsx?$/.test(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, file);
      if (!target) return;
      const to = featureOf(target);
      if (to && to !== from) {
        context.report({ node: node.source, messageId: 'otherFeature', data: { from, to } });
      } else if (specifier.startsWith('.') && to !== from && !(isTestFile && target.startsWith(FIXTURES))) {
        context.report({ node: node.source, messageId: 'climbsOut', data: { from } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const COMPONENTS = resolve(SRC, 'components');

/**
 * src/lib is the layer under the components (hooks, the callable client, i18n helpers): it renders
 * nothing of the UI kit, so it never imports from src/components. A shared type or hook that both
 * need belongs in src/domain or src/lib; a component in src/components.
 */
const noLibToComponents = {
  meta: {
    type: 'problem',
    docs: { description: 'src/lib imports nothing from src/components.' },
    messages: {
      components:
        'src/lib imports from src/components ({{specifier}}). Move what both need to src/lib or src/domain, or the component to src/components.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, context.filename);
      if (target && (target === COMPONENTS || target.startsWith(COMPONENTS + sep))) {
        context.report({ node: node.source, messageId: 'components', data: { specifier } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cross-feature': noCrossFeature, 'no-lib-to-components': noLibToComponents } };
