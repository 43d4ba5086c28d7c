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
    });
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
