import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.helpers';

describe('the mailbox of an address', () => {
  it.each([
    ['Reader@Example.com', 'reader@example.com', 'example.com'],
    ['reader+news@example.com', 'reader@example.com', 'example.com'],
    ['reader+a+b@example.com', 'reader@example.com', 'example.com'],
    ['first.last@example.com', 'first.last@example.com', 'example.com'],
    ['First.Last+x@gmail.com', 'firstlast@gmail.com', 'gmail.com'],
    ['f.i.r.s.t.l.a.s.t@googlemail.com', 'firstlast@gmail.com', 'gmail.com'],
  ])('%s is %s', (email, mailbox, domain) => {
    expect(mailboxOf(email)).toEqual({ mailbox, domain });
  });
});
