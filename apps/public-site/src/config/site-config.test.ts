import { describe, expect, it, vi } from 'vitest';
import { DEMO_SITE } from './defaults';
import { loadSiteConfig, SITE_CONFIG_ID, siteConfig } from './site-config';

const SETTINGS = { ...DEMO_SITE, apiUrl: 'https://api.station.example/api/' };

function pageWith(settings?: unknown): Document {
  const doc = document.implementation.createHTMLDocument('site');
  if (settings !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = SITE_CONFIG_ID;
    block.textContent = JSON.stringify(settings);
    doc.head.append(block);
  }
  return doc;
}

describe('loadSiteConfig', () => {
  it('reads the settings the page server wrote into the page, without a request', async () => {
    const fetchFile = vi.fn<typeof fetch>();
    await expect(loadSiteConfig(pageWith(SETTINGS), fetchFile)).resolves.toEqual(SETTINGS);
    expect(siteConfig()).toEqual(SETTINGS);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('reads /config.json when the page was served as a plain file', async () => {
    const fetchFile = vi.fn<typeof fetch>(async () =>
      Response.json({ ...SETTINGS, apiUrl: '/station/api/' }),
    );
    const config = await loadSiteConfig(pageWith(), fetchFile);
    expect(config.apiUrl).toBe('/station/api/');
    expect(fetchFile).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('stops the site, naming what is missing, rather than call an API nobody configured', async () => {
    const { contact: _contact, ...partial } = SETTINGS;
    await expect(loadSiteConfig(pageWith(partial))).rejects.toThrow(
      'The site settings lack contact.email, contact.address, contact.phones',
    );
    const absent = vi.fn<typeof fetch>(async () => new Response('Not Found', { status: 404 }));
    await expect(loadSiteConfig(pageWith(), absent)).rejects.toThrow('/config.json answered 404');
  });
});
