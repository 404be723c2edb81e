// `npm run make-admin -- <email>`: grants the admin claim to an existing account. The only way
// (besides an existing admin) to create an operator; there are no credentials in the browser.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const email = process.argv[2];
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run make-admin -- <email of an existing account>');
  process.exit(2);
}
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? process.env.EMU_PROJECT_ID });
try {
  const user = await getAuth(app).getUserByEmail(email);
  await getAuth(app).setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  console.log(`${email} is now an operator. They must sign in again for the claim to take effect.`);
} catch (error) {
  console.error(`Could not grant admin to ${email}: ${(error as Error).message}`);
  process.exit(1);
}
