// `npm run make-admin -- <email>`: grants the admin (operator) claim to an existing account.
// `npm run make-admin -- --revoke <email>`: removes it and signs the account out everywhere.
// With an existing operator's grantAdmin callable, the only ways to create an operator: there
// are no credentials in the browser. Uses the Admin SDK, so it needs the project's credentials
// (or the emulator environment that `npm run emulators -- <cmd>` sets).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run make-admin -- [--revoke] <email of an existing account>');
  process.exit(2);
}
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? process.env.EMU_PROJECT_ID });
const auth = getAuth(app);
try {
  const user = await auth.getUserByEmail(email);
  const { admin: _admin, ...otherClaims } = user.customClaims ?? {};
  if (revoke) {
    await auth.setCustomUserClaims(user.uid, otherClaims);
    // Existing ID tokens stay valid until they expire (at most an hour); refresh tokens end now.
    await auth.revokeRefreshTokens(user.uid);
    console.log(`${email} is no longer an operator and has been signed out everywhere.`);
  } else {
    if (typeof otherClaims.firmId === 'string') {
      console.error(`${email} is a law firm's login. Operators need their own account.`);
      process.exit(1);
    }
    await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
    console.log(`${email} is now an operator. They must sign in again for the claim to take effect.`);
  }
} catch (error) {
  console.error(`Could not ${revoke ? 'revoke' : 'grant'} admin for ${email}: ${(error as Error).message}`);
  process.exit(1);
}
