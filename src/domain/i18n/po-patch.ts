/**
 * Writes accepted translation suggestions (issue 38) into a PO catalog's text: each message's
 * msgstr replaced and its `# review:` line set to who reviewed it and when, every other line of the
 * file left exactly as it was (comments, order, other messages), so the commit's diff shows only
 * the messages that changed. Pure: scripts/i18n-apply-suggestions.ts reads and writes the files.
 */
import { parsePo } from './po';
import { keepsSlots } from './suggestions';

export interface PoPatchRow {
  messageId: string;
  text: string;
  /** The `# review:` line's text: 'reviewed by NAME, YYYY-MM-DD'. */
  review: string;
}

export interface PoPatchResult {
  po: string;
  applied: string[];
  /** Rows whose message the catalog does not have. */
  unknown: string[];
  /** Rows whose words drop or add a placeholder or tag of the English source: not applied. */
  slotsDiffer: string[];
}

const quoted = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

function patchBlock(block: string, row: PoPatchRow): string {
  const lines = block.split(/\r?\n/);
  const out: string[] = [];
  let inMsgstr = false;
  let reviewed = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (inMsgstr && trimmed.startsWith('"')) continue; // the old msgstr's continued lines
    inMsgstr = false;
    if (trimmed.startsWith('# review:')) {
      out.push(`# review: ${row.review}`);
      reviewed = true;
    } else if (trimmed.startsWith('msgstr ')) {
      out.push(`msgstr ${quoted(row.text)}`);
      inMsgstr = true;
    } else out.push(line);
  }
  return (reviewed ? out : [`# review: ${row.review}`, ...out]).join('\n');
}

const keyOfBlock = (block: string) => /^msgctxt\s+"((?:[^"\\]|\\.)*)"\s*$/m.exec(block)?.[1];

export function applySuggestionsToPo(po: string, rows: readonly PoPatchRow[]): PoPatchResult {
  const sources = new Map(parsePo(po).entries.map((e) => [e.key, e.source]));
  const byKey = new Map<string, PoPatchRow>();
  const unknown: string[] = [];
  const slotsDiffer: string[] = [];
  for (const row of rows) {
    const english = sources.get(row.messageId);
    if (english === undefined) unknown.push(row.messageId);
    else if (!keepsSlots(row.text, english)) slotsDiffer.push(row.messageId);
    else byKey.set(row.messageId, row); // a later row for the same message wins
  }
  // Blocks with the blank lines between them kept, so the file is rejoined as it was.
  const pieces = po.split(/(\r?\n[ \t]*\r?\n)/);
  const applied: string[] = [];
  const patched = pieces.map((piece, i) => {
    if (i % 2 === 1) return piece;
    const key = keyOfBlock(piece);
    const row = key === undefined ? undefined : byKey.get(key);
    if (!row) return piece;
    applied.push(row.messageId);
    return patchBlock(piece, row);
  });
  return { po: patched.join(''), applied, unknown, slotsDiffer };
}
