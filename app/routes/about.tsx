import { SHOP, fullAddress } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'About Us',
    `${SHOP.name} is a family jeweller, family owned since ${SHOP.foundedYear}: our story, our showrooms and how we work.`,
  );

const TIMELINE = [
  {
    year: 1960,
    title: 'The first showroom',
    text: 'Our family opens its first small showroom, making gold jewellery to order for families in the neighbourhood, one piece at a time.',
  },
  {
    year: 1980,
    title: 'A second generation',
    text: 'The next generation joins the bench and the counter, and a second showroom opens to make room for bridal sets and silver.',
  },
  {
    year: 2000,
    title: 'Growing with our customers',
    text: 'A third showroom opens, adding diamonds, platinum and watches to the gold and silver our customers already trusted us for.',
  },
  {
    year: 2019,
    title: 'Our showroom today',
    text: `We open our newest showroom, where we welcome you today at ${fullAddress()}.`,
  },
] as const;

export default function About() {
  return (
    <InfoPage
      title="About Us"
      intro={`${SHOP.tagline}. For more than sixty years, ${SHOP.name} has made and sold jewellery the way a family business should: honestly, carefully and with time for every customer.`}
    >
      <section>
        <h2>Our story</h2>
        <p>
          What began as a single counter in {SHOP.foundedYear} is still a family business today. The same family weighs
          the gold, checks the stones and answers the phone. Many of the families we serve have bought their wedding
          jewellery from us for three generations, and we are proud to be trusted with those moments.
        </p>
      </section>

      <section>
        <h2>Our showrooms through the years</h2>
        <ol className="timeline">
          {TIMELINE.map((entry) => (
            <li className="timeline-item" key={entry.year}>
              <p className="timeline-year">{entry.year}</p>
              <h3 className="timeline-title">{entry.title}</h3>
              <p>{entry.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h2>What we make and sell</h2>
        <ul>
          <li>Gold jewellery, priced each day by the day&apos;s gold rate</li>
          <li>Silver jewellery, including men&apos;s rings</li>
          <li>Diamond, platinum and palladium pieces</li>
          <li>Artificial jewellery for every day</li>
          <li>Watches</li>
        </ul>
      </section>

      <section>
        <h2>How we work</h2>
        <ul>
          <li>Every price is in PKR, and each piece shows its weight; most also show a full breakup of the price.</li>
          <li>
            We help you find the right fit with our <a {...inShop('/ring-size')}>ring size</a> and{' '}
            <a {...inShop('/bangles-bracelets-size-guide')}>bangle size</a> guides.
          </li>
          <li>
            You can buy online and collect in person with <a {...inShop('/clickandcollect')}>Click and Collect</a>, or
            have your order delivered free anywhere in Pakistan.
          </li>
          <li>
            Our showroom is open {SHOP.hours}, {SHOP.days}.
          </li>
        </ul>
      </section>

      <section>
        <h2>Visit us</h2>
        <p>
          We would love to meet you. Find our address, phone numbers and a map on our{' '}
          <a {...inShop('/contact')}>contact page</a>, or simply drop in during opening hours.
        </p>
      </section>
    </InfoPage>
  );
}
