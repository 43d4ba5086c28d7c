import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Privacy Policy',
    `What information ${SHOP.name} collects when you shop or contact us, how we use and share it, our single cookie, and your rights.`,
  );

export default function PrivacyPolicy() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`${SHOP.name} respects your privacy. You can browse and buy without an account, and we only ask for what we need to serve you.`}
    >
      <section>
        <h2>Information we collect</h2>
        <p>We collect only what you give us when you:</p>
        <ul>
          <li>
            <strong>place an order:</strong> your name, e-mail address, phone number, delivery address and city; for
            showroom collection, your collection date and CNIC or passport number; for bank transfers, the deposit slip
            you upload;
          </li>
          <li>
            <strong>send us an inquiry:</strong> through the contact form, an appointment request or the newsletter
            sign-up: your name, e-mail, phone number and message;
          </li>
          <li>
            <strong>ask for size help:</strong> your ring, hand, wrist or bangle measurements and any photos you choose
            to attach.
          </li>
        </ul>
        <p>
          Photos and deposit slips are re-saved when we receive them, which removes hidden camera details such as
          location.
        </p>
      </section>

      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To process, deliver or prepare your order for collection, and to confirm it by e-mail.</li>
          <li>To reply to your questions, appointment requests and size requests.</li>
          <li>To send our newsletter, only if you signed up for it.</li>
          <li>To check the identity of the person collecting an order, so it reaches the right hands.</li>
          <li>To keep the records the law requires of us.</li>
        </ul>
      </section>

      <section>
        <h2>Who we share it with</h2>
        <p>We never sell your information. We share only what is needed with:</p>
        <ul>
          <li>the courier delivering your order (your name, address and phone number);</li>
          <li>our bank, to match your payment;</li>
          <li>the e-mail service that delivers our messages to you;</li>
          <li>authorities, where the law requires it.</li>
        </ul>
      </section>

      <section>
        <h2>Cookies and browser storage</h2>
        <ul>
          <li>
            Your shopping bag and wishlist are kept in your browser&apos;s session storage. They stay on your device and
            are cleared when you close the browser; only the pieces in your bag are sent to us, when you place an order.
          </li>
          <li>
            We set one cookie, a security (anti-forgery) token that protects your forms and orders from being sent by
            other websites. It holds no personal information.
          </li>
          <li>We use no advertising or tracking cookies of our own.</li>
          <li>
            The map on our <a {...inShop('/contact')}>contact page</a> is provided by Google Maps, and chats on WhatsApp
            are handled by WhatsApp; these services follow their own privacy policies and may set their own cookies.
          </li>
        </ul>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>You may ask us at any time to:</p>
        <ul>
          <li>tell you what information we hold about you;</li>
          <li>correct anything that is wrong;</li>
          <li>delete your information, where we do not need to keep it by law;</li>
          <li>stop sending you our newsletter.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or <a {...inShop('/contact')}>contact us</a>, and
          we will reply promptly.
        </p>
      </section>

      <section>
        <h2>Updates to this policy</h2>
        <p>
          We may update this policy when our services or the law change. The current version is always on this page, and
          important changes will be made clear here.
        </p>
      </section>
    </InfoPage>
  );
}
