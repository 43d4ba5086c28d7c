import { describe, expect, it } from 'vitest';
import { wordsOfPage, wordsOfPages } from './messages.server';

describe("a page's words", () => {
  const at = (path: string) => new Request(`http://shop.test${path}`);

  it('come in the language of the address', () => {
    expect(wordsOfPage(at('/privacy-policy'), 'privacy').messages['privacy.title']).toBe('Privacy Policy');
    expect(wordsOfPage(at('/ur/privacy-policy'), 'privacy').messages['privacy.title']).toBe('رازداری کی پالیسی');
  });

  it('of several parts are sent together, and only theirs', () => {
    const { messages } = wordsOfPages(at('/ur/termscondition'), 'terms', 'delivery');
    expect(messages['terms.title']).toBe('شرائط و ضوابط');
    expect(messages['delivery.faqSundayQ']).toBe('کیا آپ اتوار کو ڈیلیوری کرتے ہیں؟');
    expect(messages['privacy.title']).toBeUndefined();
  });
});
