import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';

/**
 * Every schema a request is checked with, found by its export name so a new one is covered without
 * being listed here. Their messages reach a person as they are (contract 1), in the API's 400 and
 * under the console's form fields.
 */
const requestSchemas = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodObject] =>
    /(Input|Query|Params|Fields)Schema$/.test(entry[0]) && entry[1] instanceof z.ZodObject,
);

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  12345,
  -5,
  Number.POSITIVE_INFINITY,
  true,
  {},
  [],
  '',
  '   ',
  'abc',
  'a\u0000b',
  '\ud800',
  'x'.repeat(200_001),
  'javascript:alert(1)',
];

/** The keys that are not words a person would read: they must never appear in a message. */
const keyLike = (key: string) => /[A-Z_0-9]/.test(key);
const ZOD_WORDS =
  /invalid_type|invalid_value|invalid_format|invalid_union|too_big|too_small|unrecognized_keys|not_multiple_of|Invalid input|expected|received|Required\b|NaN/;

function messagesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function everyMessage(schema: z.ZodObject): { path: string; message: string }[] {
  const keys = Object.keys(schema.shape);
  const valid = Object.fromEntries(keys.map((key) => [key, 'abc']));
  const found = [...messagesOf(schema, 'not an object'), ...messagesOf(schema, {})];
  for (const key of keys)
    for (const value of BAD_VALUES) found.push(...messagesOf(schema, { ...valid, [key]: value }));
  found.push(...messagesOf(schema, { ...valid, unknownField: 1 }));
  if (keys.includes('confirmPwd')) {
    const typed = keys.includes('newPwd') ? 'newPwd' : 'password';
    found.push(...messagesOf(schema, { ...valid, [typed]: 'first-password', confirmPwd: 'second-password' }));
  }
  return found;
}

const allKeys = [...new Set(requestSchemas.flatMap(([, schema]) => Object.keys(schema.shape)))];

describe('request messages', () => {
  it('covers every request schema', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'loginInputSchema',
        'addAdminInputSchema',
        'changeMyPwdInputSchema',
        'postFieldsSchema',
        'programInputSchema',
        'satelliteInfoInputSchema',
        'telegramAdminInputSchema',
        'liveInputSchema',
        'adFormFieldsSchema',
        'viewIncreaseQuerySchema',
        'searchQuerySchema',
      ]),
    );
  });

  it.each(requestSchemas)('%s answers every bad value with a sentence naming no key or code', (_, schema) => {
    const found = everyMessage(schema);
    expect(found.length).toBeGreaterThan(0);
    for (const { path, message } of found) {
      expect({ path, message, sentence: /^[A-Z].*[.!?]$/.test(message) }).toMatchObject({ sentence: true });
      expect({ path, message, code: ZOD_WORDS.test(message) }).toMatchObject({ code: false });
      for (const key of allKeys.filter(keyLike))
        expect({ path, message, names: message.includes(key) }).toMatchObject({ names: false });
    }
  });

  it('names the unknown field, and the field each issue concerns in its path', () => {
    const result = domain.satelliteInfoInputSchema.safeParse({
      satellite: 'Nilesat',
      frequency: -1,
      symbol_rate: '27500',
      polarity: 'vertical',
      foo: 1,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['frequency', 'The frequency must be a number above zero.'],
        ['', 'This field is not accepted: foo.'],
      ]),
    );
  });

  it('says the passwords do not match under the confirmation field', () => {
    const result = domain.addAdminInputSchema.safeParse({
      name: 'Desk',
      email: 'desk@station.et',
      role: 'regular',
      password: 'first-password',
      confirmPwd: 'second-password',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPwd'], message: 'The passwords do not match.' }),
    ]);
  });

  it('lists every category, in words, when the category is wrong', () => {
    const message = domain.categorySchema.safeParse('politics').error?.issues[0]?.message ?? '';
    expect(message).toBe("Choose a category: local news, world news, Jemal's view, business or sport.");
    for (const category of domain.CATEGORIES)
      expect(message.toLowerCase()).toContain(domain.CATEGORY_LABELS[category].en.toLowerCase());
  });
});
