import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Runs over the build `test:e2e` has just made: the public bundle must carry no admin endpoint or screen.
const ADMIN_MARKERS = [
  'admins/',
  'change-my-pwd',
  'change-user-pwd',
  'update-me',
  'get-me',
  'post-analytics',
  'adminToken',
  'telegram-admin',
  'view/visitors',
  'Login Successful',
  'dashboard',
];

test('the built public site ships no admin code', () => {
  const assets = join(import.meta.dirname, '..', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const found = scripts.flatMap((name) => {
    const code = readFileSync(join(assets, name), 'utf8');
    return ADMIN_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`);
  });
  expect(found).toEqual([]);
});
