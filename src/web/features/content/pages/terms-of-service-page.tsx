import { ContentPage } from '../components/content-page';

export default function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      description="The terms that apply when you shop at Desi Grocer."
      intro="Last updated: January 2026"
    >
      <p>By using the Desi Grocer website and placing an order, you agree to these terms.</p>
      <h2>Orders and prices</h2>
      <ul>
        <li>All prices are in US dollars. The minimum order value is $50.</li>
        <li>Prices and availability can change; the price at checkout is the price you pay.</li>
        <li>Orders are confirmed once payment is authorized, or at once for cash on delivery.</li>
      </ul>
      <h2>Delivery</h2>
      <ul>
        <li>
          We deliver to active delivery areas around Dallas–Fort Worth. Orders placed before 2 PM (Central Time) can be
          delivered the same day.
        </li>
        <li>Delivery is free on orders over $50 in most areas; express delivery carries an extra charge.</li>
      </ul>
      <h2>Returns and refunds</h2>
      <ul>
        <li>
          Perishables carry our 100% freshness guarantee: report a problem within 24 hours of delivery for a full
          refund.
        </li>
        <li>Unopened non-perishable items may be returned within 7 days.</li>
      </ul>
      <h2>Price match</h2>
      <p>
        If you find a lower advertised price at a local Indian grocery store in DFW, we'll match it and take an extra 5%
        off.
      </p>
      <h2>Contact</h2>
      <p>Questions about these terms? Email hello@desigrocer.example or call (469) 555-0142.</p>
    </ContentPage>
  );
}
