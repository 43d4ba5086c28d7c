import { describe, expect, it } from 'vitest';
import { compileAll } from '../../core/message-format';
import { pageMessages } from '../../core/messages';
import { SHOP } from '../../core/shop';
import { meta as homeMeta } from '../routes/home';
import { pageMeta } from './meta';

const titleOf = (tags: ReturnType<typeof pageMeta>) => {
  const tag = tags.find((t) => 'title' in t);
  return tag && 'title' in tag ? String(tag.title) : '';
};
const times = (s: string, part: string) => s.split(part).length - 1;

describe('page titles', () => {
  it('name the shop once, after the page', () => {
    expect(titleOf(pageMeta('Ring Size Guide', 'How to measure'))).toBe(`Ring Size Guide | ${SHOP.name}`);
  });

  it('the home page names the shop once', () => {
    const title = titleOf(
      homeMeta({ matches: [{ loaderData: { messages: compileAll(pageMessages('en', 'home')) } }] }),
    );
    expect(times(title, SHOP.name)).toBe(1);
    expect(title.startsWith(SHOP.name)).toBe(true);
  });
});
