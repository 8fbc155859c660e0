/** `npm run reset`: wipes the local data folder (documents, files, Auth emulator accounts). */
import fs from 'node:fs';
import { stackConfigFromEnv } from '../server/dev/stack-config';

const { dataDir } = stackConfigFromEnv(process.env);
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next \`npm start\` seeds the demo data again.`);
