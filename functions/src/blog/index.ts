// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { saveBlogPost } from './save-blog-post';
export { processPdfUpload } from './process-pdf-upload';
