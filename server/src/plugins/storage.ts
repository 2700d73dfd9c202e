import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { loadAppSecret } from '../db/app-secret';
import type { FileStorage } from '../features/storage/file-storage';
import { createLocalFileStorage } from '../features/storage/local-file-storage';
import { createS3FileStorage } from '../features/storage/s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Decorates `app.storage`: an S3 bucket when configured, else `${dataDir}/uploads` with signed URLs. */
async function storage(app: FastifyInstance, options: { dataDir: string; s3: Config['s3'] }) {
  const adapter = options.s3
    ? createS3FileStorage(options.s3)
    : createLocalFileStorage({
        dir: path.join(options.dataDir, 'uploads'),
        secret: await loadAppSecret(app.db, 'file-url-key'),
      });
  app.decorate('storage', adapter);
  app.addHook('onClose', () => adapter.close());
}

export default fp(storage, { name: 'storage', dependencies: ['database'] });
