import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../config/env';
import { uploadsPublicUrl } from './storage-settings';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'https://station.example' };

function problemOf(settings: Record<string, string>): string {
  try {
    loadEnv({ ...base, ...settings });
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('storage settings', () => {
  it('name each bad or missing setting on one line', () => {
    expect(problemOf({ STORAGE: 's3' })).toBe('Invalid environment: S3_BUCKET required when STORAGE=s3');
    expect(problemOf({ STORAGE: 'gcs' })).toBe('Invalid environment: STORAGE must be local or s3');
    expect(problemOf({ STORAGE: 's3', S3_BUCKET: 'Station_Uploads' })).toBe(
      'Invalid environment: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    );
    expect(problemOf({ STORAGE: 's3', S3_BUCKET: 'station-uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toBe(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(problemOf({ UPLOADS_PUBLIC_URL: 'cdn.station.example' })).toBe(
      'Invalid environment: UPLOADS_PUBLIC_URL must be an absolute url',
    );
    expect(problemOf({ STORAGE: 's3', S3_BUCKET: 'station-uploads' })).toBe('accepted');
  });

  it('address images under the API’s /uploads unless UPLOADS_PUBLIC_URL names another base', () => {
    expect(uploadsPublicUrl(loadEnv(base))).toBe('https://station.example/uploads');
    expect(
      uploadsPublicUrl(loadEnv({ ...base, UPLOADS_PUBLIC_URL: 'https://cdn.station.example/img/' })),
    ).toBe('https://cdn.station.example/img');
  });

  it('stop the server at start with that one line', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { STORAGE: 's3', DATA_DIR: join(root, 'never-created'), PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe('Invalid environment: S3_BUCKET required when STORAGE=s3\n');
  });
});
