/**
 * The reserved entry of a translated catalog's core part that lists the parts holding a message
 * not yet reviewed (issue 38, compile.ts): a page whose parts are all reviewed shows no draft
 * notice. Not a message key (none starts with `$`). Its own module, so the browser's runtime
 * imports this constant and not the compiler.
 */
export const UNREVIEWED_PARTS_KEY = '$drafts';
