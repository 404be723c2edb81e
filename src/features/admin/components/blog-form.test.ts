import { emptyBlogForm, validateBlogForm } from './blog-form-values';

const filled = { ...emptyBlogForm(), title: 'T', excerpt: 'E', content: '<p>C</p>', imageUrl: 'https://img.test/a.png' };

describe('validateBlogForm', () => {
  it('passes a complete post', () => {
    expect(validateBlogForm(filled, 'published')).toEqual({ errors: {}, first: null });
  });
  it.each(['title', 'excerpt', 'content'] as const)('a missing %s gives the spec summary', (field) => {
    const { errors, first } = validateBlogForm({ ...filled, [field]: '' }, 'draft');
    expect(first).toBe('Please fill in all required fields');
    expect(errors[field]).toBe('Please fill in all required fields');
  });
  it('a missing image asks for a featured image', () => {
    expect(validateBlogForm({ ...filled, imageUrl: '' }, 'published').first).toBe('Please select a featured image');
  });
  it('missing basics are reported before the missing image', () => {
    expect(validateBlogForm({ ...filled, title: '', imageUrl: '' }, 'published').first).toBe(
      'Please fill in all required fields',
    );
  });
  it('a meta description over 160 characters is refused', () => {
    expect(validateBlogForm({ ...filled, metaDescription: 'x'.repeat(161) }, 'published').first).toBe(
      'Meta description cannot exceed 160 characters',
    );
  });
});
