import { describe, expect, it } from 'vitest';
import { compile } from '../../core/message-format';
import { CATALOGUES } from '../../core/messages';
import { ERROR_WORDS } from './error-words';

describe("the error page's own words", () => {
  it('are the English catalogue’s, read as the server reads them', () => {
    for (const [key, message] of Object.entries(ERROR_WORDS)) {
      const pattern = CATALOGUES.en[key];
      expect(pattern, key).toBeDefined();
      expect(message, key).toEqual(compile(pattern ?? ''));
    }
  });
});
