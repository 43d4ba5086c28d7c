/**
 * A text as a LIKE (or ILIKE) pattern that finds it anywhere in a value: `%`, `_` and `\` in it are plain characters,
 * so a search for `50%` or `NM_1` finds only those (backslash is LIKE's escape character on both databases).
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
