import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { uploadsDir } from './uploads-location';

/**
 * A real, tiny file system (tmpfs of 1 MB) instead of a fake: the test needs root to mount it, as
 * the CI container has; elsewhere it is skipped. It is unmounted and removed afterwards.
 */
const root = process.getuid?.() === 0;
let dataDir: string;

beforeAll(() => {
  if (!root) return;
  dataDir = mkdtempSync(join(tmpdir(), 'station-tiny-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dataDir]);
  mkdirSync(uploadsDir(dataDir));
});
afterAll(() => {
  if (!root) return;
  execFileSync('umount', [dataDir]);
  rmSync(dataDir, { recursive: true, force: true });
});

const storage = () => createLocalStorage({ dataDir, uploadsPublicUrl: 'http://api.test/uploads' });

describe.skipIf(!root)('images saved to a disk that takes no more bytes', () => {
  it('answer 507 on a full disk and leave no partial file behind', async () => {
    await expect(storage().save(Buffer.alloc(2 * 1024 * 1024, 1), 'webp')).rejects.toMatchObject({
      statusCode: 507,
      message: expect.stringMatching(/storage is full/),
    });
    expect(readdirSync(uploadsDir(dataDir))).toEqual([]);
  });

  it('answer 507 on a read-only disk and leave nothing behind', async () => {
    execFileSync('mount', ['-o', 'remount,ro', dataDir]);
    try {
      await expect(storage().save(Buffer.alloc(1024, 1), 'webp')).rejects.toMatchObject({ statusCode: 507 });
      expect(readdirSync(uploadsDir(dataDir))).toEqual([]);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', dataDir]);
    }
  });

  it('save a file that fits under its final name only', async () => {
    const saved = await storage().save(Buffer.alloc(1024, 1), 'webp');
    expect(readdirSync(uploadsDir(dataDir))).toEqual([saved.key]);
  });
});
