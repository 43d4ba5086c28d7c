import type { ReactNode } from 'react';
import { SHOP } from '../../../core/shop';

/**
 * How the information pages draw the tags of their messages (app/lib/i18n.tsx `<Msg tags>`): `<b>` strong words,
 * `<mail>` the shop's e-mail and `<n>` a Latin fragment (a figure, a number), each kept left to right inside Urdu.
 */
export const TEXT_TAGS = {
  b: (words: ReactNode) => <strong>{words}</strong>,
  n: (words: ReactNode) => <bdi>{words}</bdi>,
  mail: (words: ReactNode) => (
    <a href={`mailto:${SHOP.email}`} dir="ltr">
      {words}
    </a>
  ),
} as const;
