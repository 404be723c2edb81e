import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { slugify, type BlogStatus } from '@/domain/blog/posts';
import { type CallableErrorReason } from '@/domain/callable-errors';
import { isPdfFile, OPERATOR_MESSAGES } from '@/domain/shared/operator-contract';
import { META_DESCRIPTION_MAX } from '@/domain/shared/text';
import { Alert, Button, TextAreaField, TextField, cn, useZodForm } from '@/components/ui';
import { saveBlogPost, type AdminBlogPost } from '../api/blog-posts';
import { importPdf, PdfTooLargeError, reasonOf } from '../api/import-pdf';
import { imageUploadsAvailable, uploadBlogImage } from '../api/upload-blog-image';
import { showOnField } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import { RichTextEditor } from './rich-text-editor';
import { TagInput } from './tag-input';
import {
  blogFormSchema,
  blogFormSummary,
  emptyBlogForm,
  formFromPost,
  type BlogFormErrors as Errors,
  type BlogFormInput,
  type BlogFormValues,
} from './blog-form-values';

/** Import failures whose server message says what to do about the file; others get the generic line. */
const PDF_REASONS_EXPLAINED: ReadonlySet<CallableErrorReason | null> = new Set<CallableErrorReason>([
  'not-a-pdf',
  'pdf-too-large',
  'pdf-without-text',
  'invalid-input',
]);

interface BlogFormProps {
  /** The post being edited, or null for a new one. */
  editing: AdminBlogPost | null;
  onSaved: (result: { id: string; slug: string; status: BlogStatus; created: boolean }) => void;
  onCancelEdit: () => void;
}

export function BlogForm({ editing, onSaved, onCancelEdit }: BlogFormProps) {
  const form = useZodForm(blogFormSchema, {
    defaultValues: { ...(editing ? formFromPost(editing) : emptyBlogForm()), status: 'published' } satisfies BlogFormInput,
  });
  const { register, setValue, clearErrors, setError } = form;
  const values = form.watch();
  const errors: Errors = Object.fromEntries(Object.entries(form.formState.errors).map(([key, error]) => [key, error?.message]));
  const [summary, setSummary] = useState<{ tone: 'success' | 'error' | 'info'; title: string; text?: string } | null>(null);
  const [savingAs, setSavingAs] = useState<BlogStatus>('published');
  const [editorKey, setEditorKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  /** Custom controls (rich text, tag lists, an uploaded image) set their field; a fixed field's error clears. */
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => {
    setValue(key, value as never, { shouldDirty: true });
    clearErrors(key);
  };

  const announce = (next: typeof summary) => {
    setSummary(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const pdfImport = useMutation(
    async (file: File) => {
      setSummary(null);
      const result = await importPdf(file);
      set('title', result.title);
      set('content', result.content);
      set('excerpt', result.excerpt);
      clearErrors();
      setEditorKey((k) => k + 1);
      announce({
        tone: 'info',
        title: `Imported “${file.name}”`,
        text: `Review the title, text and excerpt, add a featured image, then save.${result.truncated ? ` Only the first ${result.pagesRead} pages were read.` : ''}`,
      });
    },
    {
      onError: (error, message) => {
        const specific = error instanceof PdfTooLargeError || PDF_REASONS_EXPLAINED.has(reasonOf(error));
        announce({ tone: 'error', title: OPERATOR_MESSAGES.pdfFailed, text: specific ? message : undefined });
        return true;
      },
    },
  );
  const importing = pdfImport.busy;

  function onPdfChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPdfFile(file)) {
      announce({ tone: 'error', title: OPERATOR_MESSAGES.selectPdf });
      return;
    }
    void pdfImport.mutate(file);
  }

  const imageUpload = useMutation(async (file: File) => set('imageUrl', await uploadBlogImage(file)), {
    onError: () => {
      setError('imageUrl', { message: 'The image could not be uploaded. Please try again or paste an image URL.' });
      return true;
    },
  });
  const uploading = imageUpload.busy;

  function onImageChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) {
      setError('imageUrl', { message: 'Please upload a valid image file (JPG, PNG, GIF, or WebP)' });
      return;
    }
    void imageUpload.mutate(file);
  }

  const saving = useMutation(
    async (input: z.output<typeof blogFormSchema>) => {
      setSavingAs(input.status);
      setSummary(null);
      const result = await saveBlogPost({ ...input, ...(editing ? { id: editing.id } : {}) });
      const created = !editing;
      onSaved({ ...result, created });
      announce({
        tone: 'success',
        title: created ? OPERATOR_MESSAGES.blogCreated : 'Blog post updated successfully!',
        text:
          input.status === 'published' ? `It is live at /blog/${result.slug}.` : 'Saved as a draft: only operators can see it.',
      });
      if (created) {
        form.reset({ ...emptyBlogForm(), status: 'published' });
        setEditorKey((k) => k + 1);
      }
    },
    {
      onError: (error, message) => {
        showOnField(form, error, message);
        announce({ tone: 'error', title: OPERATOR_MESSAGES.blogCreateFailed, text: message });
        return true;
      },
    },
  );
  const savingStatus = saving.busy ? savingAs : null;

  /** Both buttons submit the same form; the status is the one field they differ in. */
  const save = (status: BlogStatus) => {
    setValue('status', status);
    void form.handleSubmit(
      (input) => saving.mutate(input),
      (found) => {
        const first = blogFormSummary(Object.fromEntries(Object.entries(found).map(([key, error]) => [key, error?.message])));
        if (first) announce({ tone: 'error', title: first });
      },
    )();
  };

  const metaLength = (values.metaDescription ?? '').length;
  const slugPreview = editing?.slug ?? slugify(values.title);

  return (
    <form
      className="space-y-6"
      noValidate
      aria-labelledby="blog-form-heading"
      onSubmit={(e) => {
        e.preventDefault();
        save('published');
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-form-heading" className="text-xl font-semibold text-brand-950">
          {editing ? `Edit: ${editing.title}` : 'New blog post'}
        </h2>
        {editing && (
          <Button variant="ghost" size="sm" onClick={onCancelEdit}>
            Cancel editing
          </Button>
        )}
      </div>

      <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
        {summary && (
          <Alert tone={summary.tone} title={summary.title}>
            {summary.text}
          </Alert>
        )}
      </div>

      <div className="rounded-lg border border-dashed border-brand-200 bg-brand-50/50 p-4">
        <label htmlFor="pdf-import" className="block text-sm font-semibold text-brand-950">
          Import from PDF
        </label>
        <p id="pdf-import-hint" className="mt-1 text-xs text-slate-700">
          The title, text and excerpt are filled in for you to review. Up to 7 MB; the first 30 pages are read.
        </p>
        <input
          id="pdf-import"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="pdf-import-hint"
          disabled={importing}
          onChange={onPdfChosen}
          className="mt-2 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
        />
        {importing && (
          <p role="status" className="mt-2 text-sm text-slate-700">
            Reading the PDF...
          </p>
        )}
      </div>

      <TextField
        label="Title"
        maxLength={200}
        {...register('title')}
        error={errors.title}
        required
        hint={slugPreview ? `Address: /blog/${slugPreview}${editing ? '' : ' (a number is added if it is taken)'}` : undefined}
      />
      <TextAreaField label="Excerpt" rows={3} maxLength={500} {...register('excerpt')} error={errors.excerpt} required />
      <RichTextEditor
        label="Content"
        value={values.content}
        onChange={(html) => set('content', html)}
        error={errors.content}
        resetKey={editorKey}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Featured image</legend>
        {imageUploadsAvailable ? (
          <div>
            <label htmlFor="image-upload" className="block text-sm text-slate-700">
              Upload an image (JPG, PNG, GIF or WebP)
            </label>
            <input
              id="image-upload"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onChange={onImageChosen}
              disabled={uploading}
              className="mt-1 block w-full text-sm"
            />
            {uploading && (
              <p role="status" className="text-sm text-slate-700">
                Uploading...
              </p>
            )}
          </div>
        ) : (
          <Alert tone="info">
            Image uploads are off in this local run (the Storage emulator cannot run here). Paste the web address of an image
            instead.
          </Alert>
        )}
        <TextField
          label="Featured image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register('imageUrl')}
          error={errors.imageUrl}
        />
        {/^https?:\/\/\S+$/i.test(values.imageUrl ?? '') && (
          <img
            src={values.imageUrl}
            alt="Preview of the post's cover"
            className="h-32 w-full max-w-xs rounded-lg border border-slate-200 object-cover"
          />
        )}
      </fieldset>

      <div className="space-y-1.5">
        <TextAreaField
          label="Meta description"
          rows={2}
          maxLength={META_DESCRIPTION_MAX}
          {...register('metaDescription')}
          error={errors.metaDescription}
          hint={
            <span className={cn(metaLength > META_DESCRIPTION_MAX - 10 && 'font-semibold text-red-700')} aria-live="polite">
              {metaLength}/{META_DESCRIPTION_MAX} characters
            </span>
          }
        />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <TagInput
          label="Keywords"
          itemName="keyword"
          values={values.keywords ?? []}
          onChange={(v) => set('keywords', v)}
          error={errors.keywords}
        />
        <TagInput label="Tags" itemName="tag" values={values.tags ?? []} onChange={(v) => set('tags', v)} error={errors.tags} />
        <TextField label="Category" maxLength={100} {...register('category')} error={errors.category} />
        <TextField label="Author" maxLength={100} {...register('author')} error={errors.author} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          busy={savingStatus === 'draft'}
          disabled={savingStatus !== null || importing}
          onClick={() => save('draft')}
        >
          Save Draft
        </Button>
        <Button type="submit" busy={savingStatus === 'published'} disabled={savingStatus !== null || importing}>
          Publish
        </Button>
      </div>
    </form>
  );
}
