/**
 * One rule for a line of text a person types (a name, a city, an address line, a subject), wherever it is read: the
 * checkout, the forms, the back office. A line break there would split a mail's header, a CSV row or a label.
 */

/** What breaks a line or is not text at all: the C0 and C1 controls (CR, LF, tab, NUL…) and Unicode's line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

/** The refusal, naming the field when the form shows it apart from the field. */
export const notOneLine = (label?: string) => (label ? `${label} must be on one line` : 'Must be on one line');
