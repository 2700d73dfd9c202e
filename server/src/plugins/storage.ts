import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { loadAppSecret } from '../db/app-secret';
import type { FileStorage } from '../features/storage/file-storage';
import { createLocalFileStorage } from '../features/storage/local-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Decorates `app.storage`: an S3 bucket when configured, else `${dataDir}/uploads` with signed URLs. */
async function storage(app: FastifyInstance, options: { dataDir: string; s3: Config['s3'] }) {
  // the AWS SDK takes about a third of a second to load: only a server that uses S3 pays for it
  const adapter = options.s3
    ? (await import('../features/storage/s3-file-storage')).createS3FileStorage(options.s3)
    : createLocalFileStorage({
        dir: path.join(options.dataDir, 'uploads'),
        secret: await loadAppSecret(app.db, 'file-url-key'),
      });
  app.decorate('storage', adapter);
  app.addHook('onClose', () => adapter.close());
}

export default fp(storage, { name: 'storage', dependencies: ['database'] });
