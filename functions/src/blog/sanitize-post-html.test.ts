import { hasText, sanitizePostHtml } from './sanitize-post-html';

describe('sanitizePostHtml', () => {
  it('keeps what the editor produces', () => {
    const html = '<h2>Heading</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<p>Hi<img src=x onerror=alert(1)></p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.test"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<p style="color:red">Hi</p>', '<p>Hi</p>'],
  ])('drops dangerous markup from %s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('drops javascript: links and marks the rest rel=noopener noreferrer nofollow', () => {
    expect(sanitizePostHtml('<p><a href="javascript:alert(1)">x</a></p>')).toBe(
      '<p><a rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(sanitizePostHtml('<p><a href="https://ok.test" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
  });

  it('turns an h1 into an h2 so the page keeps one h1', () => {
    expect(sanitizePostHtml('<h1>T</h1>')).toBe('<h2>T</h2>');
  });
});

describe('hasText', () => {
  it('is false for empty paragraphs and true for words', () => {
    expect(hasText('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>Words</p>')).toBe(true);
  });
});
