/** One line of text as pdf.js placed it: page number and baseline height. */
export interface PdfLine {
  page: number;
  y: number;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Rebuilds paragraphs from positioned lines: a vertical gap clearly larger than the usual line
 * spacing, or a new page, starts a new paragraph. Words broken with a hyphen at a line end are
 * joined again.
 */
export function paragraphsFromLines(lines: readonly PdfLine[]): string[] {
  const clean = lines.map((l) => ({ ...l, text: tidy(l.text) })).filter((l) => l.text);
  const gaps: number[] = [];
  for (let i = 1; i < clean.length; i++) {
    const a = clean[i - 1]!;
    const b = clean[i]!;
    if (a.page === b.page && a.y > b.y) gaps.push(a.y - b.y);
  }
  const sorted = [...gaps].sort((x, y) => x - y);
  // The lower quartile, not the median: with two-line paragraphs half the gaps are breaks.
  const usual = sorted.length ? sorted[Math.floor((sorted.length - 1) / 4)]! : 0;

  const paragraphs: string[] = [];
  let current = '';
  clean.forEach((line, i) => {
    const prev = clean[i - 1];
    const gap = prev && prev.page === line.page ? prev.y - line.y : Infinity;
    const breaks = !prev || gap > usual * 1.4 || gap <= 0;
    if (breaks && current) {
      paragraphs.push(current);
      current = '';
    }
    if (!current) current = line.text;
    else if (/[A-Za-z]-$/.test(current)) current = `${current.slice(0, -1)}${line.text}`;
    else current = `${current} ${line.text}`;
  });
  if (current) paragraphs.push(current);
  return paragraphs;
}

export interface ImportedPost {
  title: string;
  content: string;
  excerpt: string;
}

const EXCERPT_MAX = 200;

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100)).replace(/[\s,;:.]+$/, '')}...`;
}

/**
 * Title from the document's metadata when it has a real one, else its first paragraph when
 * that is short enough to be a heading; content as <p> paragraphs; excerpt from the first.
 */
export function postFromPdf(paragraphs: readonly string[], metaTitle: string | null, fileName: string): ImportedPost {
  const meta = tidy(metaTitle ?? '');
  const usableMeta = meta && !/^untitled|\.pdf$|^microsoft word/i.test(meta) ? meta : '';
  let body = [...paragraphs];
  let title = usableMeta;
  const first = body[0] ?? '';
  if (first && (first === title || (!title && first.length <= 120))) {
    title = first;
    body = body.slice(1);
  }
  if (!title) title = tidy(fileName.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ')) || 'Imported post';
  return {
    title: title.slice(0, 200),
    content: body.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    excerpt: excerptOf(body[0] ?? title),
  };
}
