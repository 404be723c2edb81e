/**
 * Every Storage path the app writes, as storage.rules matches it. storage.rules may match nothing
 * else (storage-rules.test.ts parses the rules and fails on a match not listed here), so a path
 * the app stops using cannot stay writable by accident.
 */
export const STORAGE_PATHS = [
  {
    match: '/firms/{firmId}/{file}',
    what: "A firm's logo (firms/{firmId}/logo.<ext>), written by the firm itself, read by anyone",
    writtenBy: 'src/lib/firm-logo-upload.ts',
  },
  {
    match: '/blog/{file}',
    what: 'Blog images, written by operators, read by anyone',
    writtenBy: 'src/features/admin/api/upload-blog-image.ts',
  },
] as const;
