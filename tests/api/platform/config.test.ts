// Dialect-neutral: reading settings.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('server settings', () => {
  it('has documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'srm:',
      sessionIdleMinutes: 120,
      sessionMaxHours: 12,
      demoData: true,
      devCodeWrite: false,
      webDir: '/srv/app/dist/web',
      logLevel: 'info',
      serverLogLevel: 'info',
      trustProxy: false,
      importMaxBytes: 20971520,
      importMaxRows: 100000,
      fileKeyPath: '/srv/app/data/keys/file-rsa.pem',
      secretKey: { key: undefined, path: '/srv/app/data/keys/secret-aes.key' },
      officeCommand: 'soffice',
      urgeIntervalMinutes: 30,
      reminderScanMinutes: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/srm',
        DATABASE_URL: 'postgres://srm@db/srm',
        REDIS_URL: 'redis://cache:6379',
        REDIS_KEY_PREFIX: 'srm-eu:',
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_HOURS: '8',
        DEMO_DATA: 'false',
        DEV_CODE_WRITE: 'true',
        WEB_DIR: 'public',
        LOG_LEVEL: 'WARN',
        SERVER_LOG_LEVEL: 'error',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        IMPORT_MAX_BYTES: '5242880',
        IMPORT_MAX_ROWS: '5000',
        FILE_RSA_KEY_FILE: 'secrets/file-rsa.pem',
        SECRET_KEY_FILE: 'secrets/secret-aes.key',
        OFFICE_COMMAND: '/opt/libreoffice/program/soffice',
        BPM_URGE_INTERVAL_MINUTES: '5',
        BPM_REMINDER_SCAN_MINUTES: '2',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/srm',
      databaseUrl: 'postgres://srm@db/srm',
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'srm-eu:',
      sessionIdleMinutes: 30,
      sessionMaxHours: 8,
      demoData: false,
      devCodeWrite: true,
      webDir: '/srv/app/public',
      logLevel: 'warn',
      serverLogLevel: 'error',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      importMaxBytes: 5242880,
      importMaxRows: 5000,
      fileKeyPath: '/srv/app/secrets/file-rsa.pem',
      secretKey: { path: '/srv/app/secrets/secret-aes.key' },
      officeCommand: '/opt/libreoffice/program/soffice',
      urgeIntervalMinutes: 5,
      reminderScanMinutes: 2,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/srm'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_KEY_PREFIX', 'srm prod'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_MAX_HOURS', '-1'],
    ['DEMO_DATA', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'the load balancer'],
    ['IMPORT_MAX_BYTES', '20MB'],
    ['IMPORT_MAX_ROWS', '0'],
    ['SECRET_KEY', 'c2hvcnQ='],
  ])('stops on an invalid %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses an idle timeout longer than the session lifetime', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '600', SESSION_MAX_HOURS: '2' })).toThrow('SESSION_IDLE_MINUTES');
  });
});
