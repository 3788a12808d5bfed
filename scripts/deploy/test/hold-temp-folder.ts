/**
 * A process for temp-folders.test.ts: makes a private temp folder under the folder given, with a
 * file in it, prints the folder's path, then ends as told: `wait` (until a signal ends it),
 * `throw` (an uncaught error) or `exit` (process.exit(3)). `throw` and `exit` wait for a line on
 * stdin first, so the test can look in the folder before the process ends and removes it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { makePrivateTempFolder } from '../temp-folders.ts';

const [tmpRoot = '', ending = 'wait'] = process.argv.slice(2);
const dir = makePrivateTempFolder(tmpRoot);
writeFileSync(join(dir, 'function-secrets.env'), "NOTIFY_WEBHOOK_SECRET='s'\n", { mode: 0o600 });
process.stdout.write(`${dir}\n`);

if (ending === 'throw' || ending === 'exit') {
  createInterface({ input: process.stdin }).once('line', () => {
    if (ending === 'exit') process.exit(3);
    throw new Error('an uncaught error, on purpose');
  });
} else {
  // Keeps the process alive until a signal ends it.
  setInterval(() => {}, 1 << 30);
}
