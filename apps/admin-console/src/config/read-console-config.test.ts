import { describe, expect, it } from 'vitest';
import { CONSOLE_CONFIG_ID, readConsoleConfig } from './read-console-config';

function pageWith(settings?: string): Document {
  const doc = document.implementation.createHTMLDocument('console');
  if (settings !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = CONSOLE_CONFIG_ID;
    block.textContent = settings;
    doc.head.append(block);
  }
  return doc;
}

describe('readConsoleConfig', () => {
  it('reads the settings the server wrote into the page', () => {
    const settings = { apiUrl: '/api/', publicSiteUrl: 'https://station.example/' };
    expect(readConsoleConfig(pageWith(JSON.stringify(settings)))).toEqual(settings);
  });

  it('stops the console when the page carries none, or a bad one', () => {
    expect(() => readConsoleConfig(pageWith())).toThrow(/carries no settings/);
    expect(() => readConsoleConfig(pageWith('{"apiUrl":"/api/","publicSiteUrl":"nowhere"}'))).toThrow();
  });
});
