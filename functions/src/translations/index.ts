// Callables of this area (translation suggestions, issue 38); functions/src/index.ts re-exports them.
export { decideTranslationSuggestion } from './decide-translation-suggestion';
export { exportTranslationSuggestions } from './export-translation-suggestions';
export { setTranslationReviewer } from './set-translation-reviewer';
export { suggestTranslation } from './suggest-translation';
