import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Jewellery Care',
    'How to wear, store and clean your gold and silver jewellery at home so it stays beautiful for generations.',
  );

export default function JewelleryCare() {
  return (
    <InfoPage
      title="Jewellery Care"
      intro="Good jewellery is made to be worn and handed down. A little care keeps it shining; here is what we tell our own family."
    >
      <section>
        <h2>General care</h2>
        <ul>
          <li>Put your jewellery on last, after perfume, hair spray, lotion and make-up, and take it off first.</li>
          <li>
            Take it off before swimming, bathing, cleaning with household chemicals, exercising or heavy work. Chlorine
            and cleaning products can dull and weaken metal and stones.
          </li>
          <li>
            Store each piece separately in a soft pouch or a lined box so harder stones and chains do not scratch softer
            metal. Fasten chains so they do not tangle.
          </li>
          <li>Keep jewellery dry, away from damp bathrooms and direct sunlight.</li>
          <li>
            Check clasps, hooks and stone settings from time to time. If a stone moves or a clasp feels loose, stop
            wearing the piece and bring it to us.
          </li>
        </ul>
      </section>

      <section>
        <h2>Cleaning gold</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Soak</h3>
            <p>
              Soak the piece for 10 to 15 minutes in a bowl of warm water with a few drops of mild washing-up liquid.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Brush gently</h3>
            <p>
              Clean gently with a very soft toothbrush, paying attention to the backs of settings where dirt collects.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Rinse and dry</h3>
            <p>
              Rinse in clean lukewarm water and pat dry with a soft, lint-free cloth. Let it air-dry fully before
              storing.
            </p>
          </li>
        </ol>
        <p>
          Avoid toothpaste, baking soda and rough cloths, which scratch gold. Pieces set with pearls, emeralds or other
          soft or treated stones should only be wiped with a damp cloth, never soaked.
        </p>
      </section>

      <section>
        <h2>Cleaning silver</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Polish often</h3>
            <p>
              Silver darkens in air; wearing it often and wiping it with a silver polishing cloth keeps tarnish away.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Wash when needed</h3>
            <p>Wash in warm water with a little mild soap, using a soft brush for detailed work, then rinse.</p>
          </li>
          <li>
            <h3 className="steps-title">Dry completely</h3>
            <p>Dry at once with a soft cloth; moisture left on silver speeds up tarnishing.</p>
          </li>
        </ol>
        <p>
          Store silver in an airtight bag or box, away from rubber bands and wool, which cause tarnish. Do not use
          silver dips on oxidised (blackened) designs: the dark finish is intentional and a dip would strip it.
        </p>
      </section>

      <section>
        <h2>Professional cleaning and repairs</h2>
        <p>
          Bring your jewellery to the showroom, open {SHOP.hours}, {SHOP.days}, and our team will check the settings and
          advise you on cleaning or repair. You can also <a {...inShop('/contact')}>contact us</a> with a question
          first.
        </p>
      </section>
    </InfoPage>
  );
}
