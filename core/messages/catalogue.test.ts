import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locale';
import { formatPattern as formatMessage, placeholdersOf } from '../message-format';
import { CATALOGUES } from './index';

/** What each argument of a pattern is (read by the well-kept ICU parser): plural, select with its options, or words. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, Set<string> | 'plural' | 'text'>()) {
  for (const e of elements) {
    if (e.type === TYPE.plural) {
      into.set(e.value, 'plural');
      for (const o of Object.values(e.options)) argumentsOf(o.value, into);
    } else if (e.type === TYPE.select) {
      const seen = into.get(e.value);
      const keys = seen instanceof Set ? seen : new Set<string>();
      for (const k of Object.keys(e.options)) keys.add(k);
      into.set(e.value, keys);
      for (const o of Object.values(e.options)) argumentsOf(o.value, into);
    } else if (e.type === TYPE.tag) argumentsOf(e.children, into);
    else if (e.type === TYPE.argument || e.type === TYPE.number) {
      if (!into.has(e.value)) into.set(e.value, 'text');
    }
  }
  return into;
}

/** Every combination of sample values for a pattern's arguments (plurals 0, 1, 2, 1234; every select option). */
function samples(args: Map<string, Set<string> | 'plural' | 'text'>): Record<string, string | number>[] {
  let out: Record<string, string | number>[] = [{}];
  for (const [name, kind] of args) {
    const values: (string | number)[] =
      kind === 'plural' ? [0, 1, 2, 1234] : kind === 'text' ? ['Noor'] : [...kind, 'something else'];
    out = out.flatMap((s) => values.map((v) => ({ ...s, [name]: v })));
  }
  return out.slice(0, 200);
}

const keys = Object.keys(CATALOGUES.en);
/** A message of a language (the first test checks that every language has every key). */
const word = (locale: Locale, key: string) => CATALOGUES[locale][key] ?? '';

describe('the message catalogues', () => {
  it('have the same keys in every language', () => {
    for (const locale of LOCALES) expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...keys].sort());
  });

  it('hold only patterns the ICU parser reads, with the same arguments and tags in every language', () => {
    for (const key of keys) {
      const want = placeholdersOf(word('en', key));
      for (const locale of LOCALES) {
        const pattern = word(locale, key);
        expect(() => parse(pattern), `${locale} ${key}`).not.toThrow();
        expect(placeholdersOf(pattern), `${locale} ${key}`).toEqual(want);
      }
    }
  });

  it('give Urdu plurals the forms English gives (one and other), no empty message and no untranslated Urdu', () => {
    for (const key of keys) {
      for (const locale of LOCALES) {
        const pattern = word(locale, key);
        expect(pattern.trim(), `${locale} ${key}`).not.toBe('');
        for (const e of parse(pattern))
          if (e.type === TYPE.plural) expect(Object.keys(e.options), `${locale} ${key}`).toContain('other');
      }
    }
    // An Urdu message with words in it is written in Urdu (Latin only where it names something: a brand, "PKR").
    const untranslated = keys.filter((k) => {
      const [ur, en] = [word('ur', k), word('en', k)];
      return ur === en && /[a-z]{3,}/i.test(ur.replace(/\{[^}]*\}|<[^>]*>/g, '')) && !/[\u0600-\u06ff]/.test(en);
    });
    expect(untranslated.filter((k) => !URDU_KEEPS_ENGLISH.has(k))).toEqual([]);
  });

  it('are formatted here as intl-messageformat formats them, for every plural count and select option', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const pattern = word(locale, key);
        for (const values of samples(argumentsOf(parse(pattern)))) {
          const theirs = new IntlMessageFormat(pattern, locale).format<string>({
            ...values,
            // intl-messageformat draws a tag by a function of its parts; this shop's formatter keeps the words.
            ...Object.fromEntries(placeholdersOf(pattern).tags.map((t) => [t, (parts: string[]) => parts.join('')])),
          });
          const text = Array.isArray(theirs) ? theirs.join('') : String(theirs);
          expect(formatMessage(pattern, values), `${locale} ${key} ${JSON.stringify(values)}`).toBe(text);
        }
      }
    }
  });
});

/** Urdu messages that are the English on purpose (a name written as its owner writes it). */
const URDU_KEEPS_ENGLISH = new Set<string>([]);
