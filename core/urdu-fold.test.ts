import { describe, expect, it } from 'vitest';
import { foldedWords, foldText } from './urdu-fold';

describe('foldText', () => {
  it.each([
    ['Gold RING', 'gold ring'],
    ['  22K   Gold\tRing\n', '22k gold ring'],
    ['Café Crème', 'cafe creme'],
    ['Ｆｕｌｌ ｗｉｄｔｈ', 'full width'],
    ['ﬁligree', 'filigree'],
    ['gold\u00a0ring\u2003set', 'gold ring set'],
  ])('%j → %j', (text, folded) => expect(foldText(text)).toBe(folded));

  it.each([
    ['ك (Arabic kaf) → ک', 'كنگن', 'کنگن'],
    ['ي (Arabic yeh) → ی', 'چاندي', 'چاندی'],
    ['ى (alef maksura) → ی', 'چاندى', 'چاندی'],
    ['ه (Arabic heh) → ہ', 'هار', 'ہار'],
    ['ھ (do-chashmi he) → ہ', 'گھڑی', 'گہڑی'],
    ['ە → ہ', 'ەار', 'ہار'],
    ['ة → ۃ', 'زكاة', 'زکاۃ'],
    ['ں → ن', 'چوڑیاں', 'چوڑیان'],
    ['ٱ → ا', 'ٱب', 'اب'],
    ['آ → ا', 'آج', 'اج'],
    ['ئ → ی', 'پائل', 'پایل'],
    ['ۂ → ہ', 'جذبۂ', 'جذبہ'],
    ['ۓ → ے', 'گۓ', 'گے'],
    ['harakat are dropped', 'سُونَا', 'سونا'],
    ['shadda and tanween are dropped', 'سکّہً', 'سکہ'],
    ['the superscript alef is dropped', 'زکوٰۃ', 'زکوۃ'],
    ['tatweel is dropped', 'سـونـا', 'سونا'],
    ['zero-width non-joiner and joiner are dropped', 'سو\u200cنا\u200d', 'سونا'],
    ['direction marks and BOM are dropped', '\ufeff\u200fسونا\u200e', 'سونا'],
    ['Urdu digits', '۲۲ قیراط', '22 قیراط'],
    ['Arabic-Indic digits', '٢٢ قيراط', '22 قیراط'],
    ['Urdu digits with separators', '۱٬۰۰٬۰۰۰ روپے', '1,00,000 روپے'],
    ['Urdu punctuation', 'سونا، چاندی۔', 'سونا, چاندی.'],
    ['presentation forms', '\ufed9\ufee8\ufb94\ufee6', 'کنگن'],
    ['lam-alef ligature', '\ufefb', 'لا'],
  ])('%s', (_, text, folded) => expect(foldText(text)).toBe(folded));

  it('folds the same word typed on an Urdu and on an Arabic keyboard alike', () => {
    expect(foldText('انگوٹھی')).toBe(foldText('انگوٹهي'));
    expect(foldText('سکہ')).toBe(foldText('سكه'));
    expect(foldText('کی')).toBe(foldText('كي'));
  });

  it('leaves nothing of white space alone, and no space at either end', () => {
    for (const text of ['', ' ', '\t\n', '\u00a0', '\u200c', ' \u200b '] as const) expect(foldText(text)).toBe('');
    expect(foldText(' سونا  ')).toBe('سونا');
    expect(foldText('a \u200c b')).toBe('a b');
  });

  it('folds ASCII and other text by the same rules', () => {
    // The first of each pair takes the ASCII way, the second the other (the é makes it).
    expect(`${foldText('  Gold   RING  ')} e`).toBe(foldText('  Gold   RING  é'));
    expect(`${foldText('A\tB\n')} e`).toBe(foldText('A\tB\né'));
    expect(foldText('ZG-10001 / 22K')).toBe('zg-10001 / 22k');
  });

  it('changes nothing in folded text', () => {
    const samples = [
      'Gold RING',
      'Café  Crème',
      'سُونے كي انگوٹھي',
      'چوڑیاں ۲۲ قیراط',
      'زكاة ٱلآن',
      'گۓ ۂ ئ ؤ',
      'Ｆｕｌｌ ﬁ',
      '\ufed9\ufefb',
      '22K Gold Floral Ring ZG-10001',
    ];
    for (const s of samples) expect(foldText(foldText(s)), s).toBe(foldText(s));
  });

  it('keeps letters of other scripts and signs as they are', () => {
    expect(foldText('ring 💍 50%')).toBe('ring 💍 50%');
    expect(foldText('ZA-10021 (22K)')).toBe('za-10021 (22k)');
  });

  it('folds long text whole', () => {
    const long = 'سونا '.repeat(5_000);
    expect(foldText(long)).toBe(long.trim());
  });
});

describe('foldedWords', () => {
  it('splits folded text at its spaces', () => {
    expect(foldedWords('  Sone KI   انگوٹھي ')).toEqual(['sone', 'ki', 'انگوٹہی']);
    expect(foldedWords('   ')).toEqual([]);
  });
});
