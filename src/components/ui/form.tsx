// The form hook lives in src/lib (it renders nothing); the UI kit re-exports it beside the fields it serves.
export { useZodForm } from '@/lib/use-zod-form';
