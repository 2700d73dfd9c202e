import path from 'node:path';

/**
 * The server package's folder. This module sits one level below it both as source (src/) and
 * compiled into dist/main.js, so files found from here resolve the same in `npm run dev` and
 * `npm start`.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
