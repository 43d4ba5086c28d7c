/**
 * The page of an address the shop cannot read (app/routes/not-found.tsx, 400), sent only with that page. The reasons
 * are keyed by the server's own words (server/http/unreadable.ts), as the rules' messages are in forms.ts.
 */
export default {
  'address.metaTitle': 'Address not readable',
  'address.title': 'We could not read that address',
  'address.hint': 'Please check the link, or start again from our home page.',
  'This address has a broken %-escape and cannot be read.': 'This address has a broken %-escape and cannot be read.',
  'This address has a NUL character (%00) in it and cannot be read.':
    'This address has a NUL character (%00) in it and cannot be read.',
  'This address is longer than 8192 characters.': 'This address is longer than 8192 characters.',
};
