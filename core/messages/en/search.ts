/** The search results page (app/routes/search.tsx): English word for word as it read; the term is {term}. */
export default {
  'searchPage.metaTitle': 'Search: {term}',
  'searchPage.metaDescription': 'Jewellery matching "{term}" at our showroom and online.',
  'searchPage.heading': 'Results for “<words>{term}</words>”',
  'searchPage.bestMatch': 'Best match',
  'searchPage.tag': 'Tag No: {tag}',
  'searchPage.noMoreTitle': 'No more results on page {page}',
  'searchPage.noMoreText':
    '“<words>{term}</words>” found {count, plural, one {# piece} other {# pieces}}, on {pages, plural, one {# page} other {# pages}}.',
  'searchPage.firstPage': 'Back to the first page',
  'searchPage.nothingTitle': 'Nothing matched “<words>{term}</words>”',
  'searchPage.nothingText': 'Try another word, such as ring, chain, bangle or a tag number.',
} as const;
