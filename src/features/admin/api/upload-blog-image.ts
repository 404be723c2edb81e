import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '@/lib/firebase-storage';

/** False in a local run without the Storage emulator: the form then asks for an image URL. */
export const imageUploadsAvailable = storage !== null;

/** Uploads a featured image to blog/{timestamp}_{name} and returns its download URL. */
export async function uploadBlogImage(file: File): Promise<string> {
  if (!storage) throw new Error('Image uploads are off in this local run.');
  const safeName = file.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100);
  const target = ref(storage, `blog/${Date.now()}_${safeName}`);
  await uploadBytes(target, file, { contentType: file.type });
  return getDownloadURL(target);
}
