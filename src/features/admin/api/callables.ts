import type {
  AdminUpdateFirmInput,
  AdminUpdateFirmResult,
  GrantAdminInput,
  GrantAdminResult,
  ProcessPdfUploadInput,
  ProcessPdfUploadResult,
  SaveBlogPostInput,
  SaveBlogPostResult,
} from '@/domain';

// The operator's callables, by name and shape (see src/lib/callable.ts).
declare module '@/lib/callable' {
  interface CallableMap {
    adminUpdateFirm: { input: AdminUpdateFirmInput; output: AdminUpdateFirmResult };
    grantAdmin: { input: GrantAdminInput; output: GrantAdminResult };
    saveBlogPost: { input: SaveBlogPostInput; output: SaveBlogPostResult };
    processPdfUpload: { input: ProcessPdfUploadInput; output: ProcessPdfUploadResult };
  }
}
export {};
