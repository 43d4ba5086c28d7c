import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  it('gives the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/z',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://shop.example/',
      LOG_LEVEL: 'warn',
    });
    expect(env).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/z',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://shop.example',
      logLevel: 'warn',
      orderRateLimit: 10,
      formRateLimit: 5,
      addressRateLimit: 60,
      reserveDays: 3,
      trustProxy: undefined,
      requestLogSample: 1,
      shutdownTimeoutSeconds: 10,
      pageCacheMb: 24,
      files: { dataDir: '/tmp/z', s3: undefined },
      imageCacheMb: 512,
    });
  });

  it('keeps the files in DATA_DIR unless FILES_S3_BUCKET is set, then in that bucket', () => {
    expect(readEnv({ DATA_DIR: '/tmp/z' }).files).toEqual({ dataDir: '/tmp/z', s3: undefined });
    expect(readEnv({ FILES_S3_BUCKET: 'zewar-files' }).files.s3).toEqual({
      bucket: 'zewar-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      pathStyle: false,
      prefix: '',
    });
    expect(
      readEnv({
        FILES_S3_BUCKET: 'shop.files',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FILES_S3_REGION: 'auto',
        FILES_S3_ACCESS_KEY_ID: 'minio',
        FILES_S3_SECRET_ACCESS_KEY: 'minio-secret',
        FILES_S3_PATH_STYLE: 'true',
        FILES_S3_PREFIX: 'shop-a/',
        IMAGE_CACHE_MB: '64',
      }),
    ).toMatchObject({
      files: {
        s3: {
          bucket: 'shop.files',
          endpoint: 'http://127.0.0.1:9000',
          region: 'auto',
          accessKeyId: 'minio',
          secretAccessKey: 'minio-secret',
          pathStyle: true,
          prefix: 'shop-a/',
        },
      },
      imageCacheMb: 64,
    });
  });

  it.each([
    [{ FILES_S3_BUCKET: 'No_Such Bucket' }, 'FILES_S3_BUCKET', "a bucket's name"],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_ENDPOINT: 'minio:9000' }, 'FILES_S3_ENDPOINT', 'must start with http'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_ENDPOINT: 'ftp://x.example' }, 'FILES_S3_ENDPOINT', 'http://'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_ACCESS_KEY_ID: 'k' }, 'FILES_S3_SECRET_ACCESS_KEY', 'set both, or neither'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_SECRET_ACCESS_KEY: 's' }, 'FILES_S3_ACCESS_KEY_ID', 'set both, or neither'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_PATH_STYLE: 'yes' }, 'FILES_S3_PATH_STYLE', 'true or false'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_PREFIX: '/shop' }, 'FILES_S3_PREFIX', 'ending in a slash'],
    [{ FILES_S3_BUCKET: 'b1x', FILES_S3_REGION: 'US East' }, 'FILES_S3_REGION', 'region name'],
    [{ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'FILES_S3_ENDPOINT', 'FILES_S3_BUCKET is not'],
    [{ IMAGE_CACHE_MB: '8' }, 'IMAGE_CACHE_MB', 'from 16 to 65536'],
  ])('refuses the file store setting %o, naming %s and saying what it must be', (env, name, says) => {
    expect(() => readEnv(env)).toThrow(EnvError);
    expect(() => readEnv(env)).toThrow(name);
    expect(() => readEnv(env)).toThrow(says);
  });

  it('logs one request in twenty at info in production unless LOG_SAMPLE says otherwise', () => {
    expect(readEnv({}).requestLogSample).toBe(1);
    expect(readEnv({ NODE_ENV: 'production' }).requestLogSample).toBe(0.05);
    expect(readEnv({ NODE_ENV: 'production', LOG_SAMPLE: '0' }).requestLogSample).toBe(0);
    expect(readEnv({ LOG_SAMPLE: '0.5' }).requestLogSample).toBe(0.5);
    expect(readEnv({ SHUTDOWN_TIMEOUT: '30' }).shutdownTimeoutSeconds).toBe(30);
    expect(readEnv({ PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FORM_RATE_LIMIT: '0' }, 'FORM_RATE_LIMIT'],
    [{ FORM_RATE_LIMIT: 'many' }, 'FORM_RATE_LIMIT'],
    [{ RESERVE_DAYS: '0' }, 'RESERVE_DAYS'],
    [{ RESERVE_DAYS: '61' }, 'RESERVE_DAYS'],
    [{ RESERVE_DAYS: '2.5' }, 'RESERVE_DAYS'],
    [{ RESERVE_DAYS: 'a week' }, 'RESERVE_DAYS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: ' , ' }, 'TRUST_PROXY'],
    [{ LOG_SAMPLE: '2' }, 'LOG_SAMPLE'],
    [{ LOG_SAMPLE: 'some' }, 'LOG_SAMPLE'],
    [{ SHUTDOWN_TIMEOUT: '0' }, 'SHUTDOWN_TIMEOUT'],
    [{ SHUTDOWN_TIMEOUT: '1.5' }, 'SHUTDOWN_TIMEOUT'],
    [{ PAGE_CACHE_MB: '-1' }, 'PAGE_CACHE_MB'],
    [{ PAGE_CACHE_MB: 'lots' }, 'PAGE_CACHE_MB'],
  ])('names the wrong setting %o', (source, name) => {
    expect(() => readEnv(source)).toThrow(EnvError);
    expect(() => readEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('reads the form rate limit and the trusted proxies', () => {
    expect(readEnv({ FORM_RATE_LIMIT: '200' }).formRateLimit).toBe(200);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('treats an empty value as unset', () => {
    expect(readEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});

describe('RESERVE_DAYS', () => {
  it('holds pieces 3 days unless told otherwise; a wrong value stops the start naming it and the range', () => {
    expect(readEnv({}).reserveDays).toBe(3);
    expect(readEnv({ RESERVE_DAYS: '7' }).reserveDays).toBe(7);
    expect(readEnv({ RESERVE_DAYS: '60' }).reserveDays).toBe(60);
    expect(() => readEnv({ RESERVE_DAYS: '0' })).toThrow('RESERVE_DAYS: must be a whole number of days from 1 to 60');
  });
});
