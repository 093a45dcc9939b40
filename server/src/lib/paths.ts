/**
 * Where the repository is, whether this code runs from source (server/src, via tsx or vitest)
 * or built (server/dist/src). Start-up scripts run from the repository root or from server/,
 * so paths the product owns are anchored here rather than at the current directory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = here.split(path.sep).includes('dist');

export const serverDir = path.resolve(here, built ? '../../..' : '../..');
export const repoRoot = path.resolve(serverDir, '..');
