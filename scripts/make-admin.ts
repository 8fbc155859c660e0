/**
 * `npm run make-admin -- <email>`: gives the admin claim to the account with that verified
 * e-mail. The sign-in handler does this by itself for ADMIN_EMAIL; this is for repairs.
 * Targets the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else production
 * (GOOGLE_APPLICATION_CREDENTIALS).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const email = process.argv[2] ?? process.env.ADMIN_EMAIL;
if (!email) {
  console.error('Usage: npm run make-admin -- <email>   (or set ADMIN_EMAIL)');
  process.exit(2);
}
const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-jobkit' });
const user = await getAuth(app).getUserByEmail(email);
if (!user.emailVerified) {
  console.error(`${email} has not verified its e-mail; refusing to make it admin.`);
  process.exit(1);
}
await getAuth(app).setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
console.log(`${email} (${user.uid}) is now admin. It must sign in again to see it.`);
