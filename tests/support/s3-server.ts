import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Store, type S3Settings } from '../../server/files/s3-store';

export interface TestS3 {
  /** The settings a shop would be given (FILES_S3_*), for a bucket of its own. */
  settings: S3Settings;
  /** The environment variables saying the same (for the owner's commands and a built shop). */
  env: Record<string, string>;
  /** A store on the bucket (with `prefix`: keys under it). */
  store(prefix?: string, pageSize?: number): S3Store;
  /** Stops the server (the store then fails, as a bucket out of reach would). */
  stop(): Promise<void>;
  /** Stops it if running and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver), in this process on a free port, its objects in a folder of its own, with one
 * bucket `zewar`: the tests' object storage, never a mock of the client.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'zewar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'zewar' }],
  });
  const { port } = await server.run();
  let running = true;
  const settings: S3Settings = {
    bucket: 'zewar',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
    prefix: '',
  };
  const stores: S3Store[] = [];
  return {
    settings,
    env: {
      FILES_S3_BUCKET: settings.bucket,
      FILES_S3_ENDPOINT: settings.endpoint ?? '',
      FILES_S3_REGION: settings.region,
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_PATH_STYLE: 'true',
    },
    store(prefix = '', pageSize?: number) {
      const store = new S3Store({ ...settings, prefix, pageSize });
      stores.push(store);
      return store;
    },
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async close() {
      for (const s of stores) s.close();
      if (running) await server.close();
      running = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
