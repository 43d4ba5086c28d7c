import { describe, expect, it } from 'vitest';
import { filesRules, multipart, NO_FILES } from './files';

const picture = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('multipart', () => {
  it('sends each file under its field with its own name, and text as it is, in the form’s order', () => {
    const body = multipart({ title: 'Ring', pictures: [picture('a.jpg'), picture('b.jpg')], wrap: true });
    expect([...body.keys()]).toEqual(['title', 'pictures', 'pictures', 'wrap']);
    expect(body.get('title')).toBe('Ring');
    expect(body.get('wrap')).toBe('true');
    expect(body.getAll('pictures').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('sends a file box with nothing chosen as a browser does: one nameless empty file of no known type', () => {
    const body = multipart({ file: [picture('stock.csv')], pictures: NO_FILES });
    const empty = body.getAll('pictures');
    expect(empty).toHaveLength(1);
    expect(empty[0]).toBeInstanceOf(File);
    expect((empty[0] as File).name).toBe('');
    expect((empty[0] as File).size).toBe(0);
    expect((empty[0] as File).type).toBe('application/octet-stream');
  });
});

describe('filesRules', () => {
  const rules = filesRules<{ pictures: readonly File[]; note: string }>({
    pictures: (files) => (files.length ? null : 'Choose one or more pictures'),
  });

  it('names the field whose files its rule refuses', () => {
    const parsed = rules.safeParse({ pictures: NO_FILES, note: '' });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues).toEqual([{ path: ['pictures'], message: 'Choose one or more pictures' }]);
  });

  it('passes the values as they are when every rule does', () => {
    const values = { pictures: [picture('a.jpg')], note: 'x' };
    expect(rules.safeParse(values)).toEqual({ success: true, data: values });
  });
});
