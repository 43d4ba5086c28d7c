import { DomainError } from '../common/domain-error';

/**
 * The words of an owner's command split into plain words, `--name value` options (only those named in `known`) and
 * `--flag`s (only those named in `flags`; a name in both is a flag alone and an option with `=value`); anything else
 * is a 400 saying what the command takes.
 */
export function optionsOf(words: readonly string[], known: readonly string[], flags: readonly string[] = []) {
  const plain: string[] = [];
  const options = new Map<string, string>();
  const set = new Set<string>();
  const takes = () => [...new Set([...known, ...flags])].map((k) => `--${k}`).join(', ');
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!w.startsWith('--')) {
      plain.push(w);
      continue;
    }
    const [name = '', inline] = w.slice(2).split(/=(.*)/s);
    if (flags.includes(name) && inline === undefined) {
      set.add(name);
      continue;
    }
    if (!known.includes(name)) throw new DomainError(400, `Unknown option --${name}; this command takes ${takes()}`);
    const value = inline ?? words[++i];
    if (value === undefined || value.startsWith('--')) throw new DomainError(400, `--${name} needs a value`, name);
    options.set(name, value);
  }
  return { plain, options, flags: set };
}
