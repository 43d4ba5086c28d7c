import { describe, expect, it } from 'vitest';
import {
  compile,
  formatMessage as formatCompiled,
  formatParts,
  formatPattern,
  MessageSyntaxError,
  placeholdersOf,
} from './message-format';

const formatMessage = formatPattern;

describe('formatMessage', () => {
  it('puts values in, numbers in Latin digits with thousands separated', () => {
    expect(formatMessage('Hello {name}', { name: 'Ayesha' })).toBe('Hello Ayesha');
    expect(formatMessage('{n} گرام', { n: 1234567.5 })).toBe('1,234,567.5 گرام');
    expect(formatMessage('{missing}!')).toBe('!');
  });

  it('picks a plural by =N, then one for 1, then other, with # as the number', () => {
    const p = '{count, plural, =0 {No pieces} one {# piece} other {# pieces}}';
    expect(formatMessage(p, { count: 0 })).toBe('No pieces');
    expect(formatMessage(p, { count: 1 })).toBe('1 piece');
    expect(formatMessage(p, { count: 2000 })).toBe('2,000 pieces');
    expect(formatMessage('{n, plural, one {ایک} other {# زیورات}}', { n: 1.5 })).toBe('1.5 زیورات');
  });

  it('picks a select option, or other', () => {
    const p = '{metal, select, gold {Gold} silver {Silver} other {Metal}}';
    expect(formatMessage(p, { metal: 'silver' })).toBe('Silver');
    expect(formatMessage(p, { metal: 'tin' })).toBe('Metal');
  });

  it('reads quotes as ICU does', () => {
    expect(formatMessage("Today's rate")).toBe("Today's rate");
    expect(formatMessage("It''s '{braces}' here")).toBe("It's {braces} here");
  });

  it('draws tags by the given function, nested in plurals too', () => {
    const parts = formatParts<{ tag: string; words: unknown[] }>(
      compile('Read <link>the {n, plural, one {policy} other {# policies}}</link> first'),
      { n: 2 },
      (tag, words) => ({ tag, words }),
    );
    expect(parts).toEqual(['Read ', { tag: 'link', words: ['the 2 policies'] }, ' first']);
    expect(formatMessage('a <b>bold</b> word')).toBe('a bold word');
  });

  it('refuses a malformed pattern, naming where', () => {
    for (const bad of ['{', 'a }', '{n, plural, one {x}}', '{n, number}', '<b>open', 'x</b>', "'{unclosed"])
      expect(() => formatMessage(bad), bad).toThrow(MessageSyntaxError);
  });

  it('sends words as words and reads the rest into parts the page formats without parsing', () => {
    expect(compile("It''s plain")).toBe("It's plain");
    expect(compile('')).toBe('');
    const sent = JSON.parse(
      JSON.stringify(compile('{n, plural, =0 {none} one {# piece} other {# pieces}} in <b>{where}</b>')),
    );
    expect(sent).toEqual([
      ['n', 'p', { '=0': ['none'], one: [0, ' piece'], other: [0, ' pieces'] }],
      ' in ',
      ['b', [['where']]],
    ]);
    expect(formatCompiled(sent, { n: 1, where: 'Lahore' })).toBe('1 piece in Lahore');
    expect(formatCompiled(sent, { n: 0, where: 'Lahore' })).toBe('none in Lahore');
    // A key word carried as a value is only a value: it finds no option on the object's prototype.
    expect(formatCompiled(compile('{k, select, a {A} other {?}}'), { k: 'constructor' })).toBe('?');
    expect(formatCompiled(compile('{k, select, a {A} other {?}}'), { k: '__proto__' })).toBe('?');
  });

  it('lists arguments and tags', () => {
    expect(placeholdersOf('{a} <x>{b, plural, one {#} other {{c}}}</x>')).toEqual({
      args: ['a', 'b', 'c'],
      tags: ['x'],
    });
  });
});
