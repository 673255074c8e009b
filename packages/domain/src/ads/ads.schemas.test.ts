import { describe, expect, it } from 'vitest';
import { adFormFieldsSchema } from './ads.schemas';

const link = (value: string) => adFormFieldsSchema.safeParse({ name: 'ad1', link: value });

describe('ad click-through link', () => {
  it.each(['https://example.et/offer', 'http://shop.example.com/a?b=c#d', ''])('accepts %j', (value) => {
    expect(link(value).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//example.et',
    'example.et',
    'ftp://example.et/file',
    'https://',
    `https://example.et/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(link(value).error?.issues[0]?.path).toEqual(['link']);
  });
});
