import { ContactForm } from '../components/contact-form';
import { ContentPage } from '../components/content-page';

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      description="Questions about an order, delivery areas or bulk pricing? Call, email or visit Desi Grocer in Irving, TX."
      intro="We're happy to help with orders, deliveries, bulk pricing or finding a hard-to-get ingredient."
    >
      <h2>Send us a message</h2>
      <ContactForm />
      <h2>Call or email</h2>
      <ul>
        <li>
          Phone:{' '}
          <a className="font-semibold text-brand-700 underline" href="tel:+14695550142">
            (469) 555-0142
          </a>
          , every day 8 AM – 9 PM
        </li>
        <li>
          Email:{' '}
          <a className="font-semibold text-brand-700 underline" href="mailto:hello@desigrocer.example">
            hello@desigrocer.example
          </a>{' '}
          — we reply within one business day
        </li>
      </ul>
      <h2>Visit our store</h2>
      <address className="not-italic">
        Desi Grocer
        <br />
        4200 N MacArthur Blvd
        <br />
        Irving, TX 75038
      </address>
      <h2>Freshness guarantee</h2>
      <p>
        If a perishable item isn't fresh, contact us within 24 hours of delivery with your order number and we'll refund
        it in full.
      </p>
    </ContentPage>
  );
}
