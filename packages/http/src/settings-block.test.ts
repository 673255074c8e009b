import { describe, expect, it } from 'vitest';
import { settingsBlock } from './settings-block';

describe('settingsBlock', () => {
  it('cannot be closed or commented out by the text it carries, and reads back unchanged', () => {
    const settings = { address: '</script><script>alert(1)</script><!-- & \u2028 -->' };
    const block = settingsBlock('station-config', settings);
    const body = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&]/);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual(settings);
  });
});
