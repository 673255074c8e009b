// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { processEnvOf } from './deployment-files.mjs';

test("the API's and the page server's units give the allocator's settings, not the instance's address", () => {
  for (const unit of ['station-api@.service', 'station-public-site@.service']) {
    const settings = processEnvOf(unit);
    assert.equal(settings.MALLOC_ARENA_MAX, '2', unit);
    assert.match(settings.MALLOC_MMAP_THRESHOLD_ ?? '', /^\d+$/, unit);
    assert.equal(settings.PORT, undefined, unit);
    assert.equal(settings.HOST, undefined, unit);
  }
});

test('a unit without Environment= lines gives nothing', () => {
  assert.deepEqual(processEnvOf('station-backup.service'), {});
});
