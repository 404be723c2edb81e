import { paragraphsFromLines, postFromPdf } from './pdf-paragraphs';

const line = (y: number, text: string, page = 1) => ({ page, y, text });

describe('paragraphsFromLines', () => {
  it('joins lines with the usual spacing and breaks on a wider gap', () => {
    const lines = [line(700, 'First line of one'), line(684, 'paragraph.'), line(654, 'Second'), line(638, 'paragraph here.')];
    expect(paragraphsFromLines(lines)).toEqual(['First line of one paragraph.', 'Second paragraph here.']);
  });

  it('finds breaks when most paragraphs are two lines long', () => {
    const lines = [line(780, 'Title'), line(740, 'a1'), line(724, 'a2'), line(694, 'b1'), line(678, 'b2'), line(648, 'c1')];
    expect(paragraphsFromLines(lines)).toEqual(['Title', 'a1 a2', 'b1 b2', 'c1']);
  });

  it('starts a new paragraph on a new page and drops empty lines', () => {
    const lines = [line(700, 'End of page one.'), line(690, '   '), line(780, 'Start of page two.', 2)];
    expect(paragraphsFromLines(lines)).toEqual(['End of page one.', 'Start of page two.']);
  });

  it('rejoins a word hyphenated across a line end', () => {
    expect(paragraphsFromLines([line(700, 'an evic-'), line(684, 'tion notice')])).toEqual(['an eviction notice']);
  });

  it('returns nothing for a page without text', () => {
    expect(paragraphsFromLines([])).toEqual([]);
  });
});

describe('postFromPdf', () => {
  it('uses the metadata title and drops the same heading from the body', () => {
    const post = postFromPdf(['My Title', 'Body text.'], 'My Title', 'file.pdf');
    expect(post).toEqual({ title: 'My Title', content: '<p>Body text.</p>', excerpt: 'Body text.' });
  });

  it('takes a short first paragraph as the title when the metadata has none', () => {
    expect(postFromPdf(['Heading', 'Body.'], null, 'x.pdf').title).toBe('Heading');
    expect(postFromPdf(['Heading', 'Body.'], 'Untitled', 'x.pdf').title).toBe('Heading');
  });

  it('escapes markup found in the text, so a PDF can never inject HTML', () => {
    const post = postFromPdf(['T', '<script>alert(1)</script> & more'], 'T', 'x.pdf');
    expect(post.content).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
  });

  it('cuts a long excerpt at a word with an ellipsis', () => {
    const long = 'word '.repeat(100).trim();
    const { excerpt } = postFromPdf(['Title', long], 'Title', 'x.pdf');
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('word...')).toBe(true);
  });

  it('falls back to the file name when there is no usable title', () => {
    const first = 'x'.repeat(130);
    expect(postFromPdf([first], null, 'eviction_notice-guide.pdf').title).toBe('eviction notice guide');
  });
});
