import { ContentPage } from '../components/content-page';

export default function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      description="The terms that apply when you shop at Desi Grocer: orders, delivery, substitutions, refunds, freshness guarantee and price match."
      intro="Effective November 25, 2026"
    >
      <p>By using the Desi Grocer website and placing an order, you agree to these terms.</p>
      <h2>Orders and prices</h2>
      <ul>
        <li>All prices are in US dollars and include no tax; Texas sales tax is added at checkout where it applies.</li>
        <li>
          The minimum order value is $50. Prices and availability can change; the price at checkout is the price you
          pay.
        </li>
        <li>
          Orders are confirmed once card payment is authorized through Stripe, or at once for cash on delivery.
          Weight-based items are charged by the pound for the weight you ordered.
        </li>
      </ul>
      <h2>Delivery</h2>
      <ul>
        <li>
          We deliver to active delivery areas around Dallas–Fort Worth. Orders placed before 2 PM (Central Time) can be
          delivered the same day; later orders go in the next open slot.
        </li>
        <li>
          Someone should be available to receive chilled and frozen items. If nobody is home, the driver leaves
          non-perishables at your door and calls you about the rest.
        </li>
      </ul>
      <h2>Substitutions</h2>
      <p>
        If an item is out of stock when we pack your order, we follow the choice you made for it at checkout: the best
        match we have, the specific replacement you named, or a refund for that item.
      </p>
      <h2>Freshness guarantee, returns and refunds</h2>
      <ul>
        <li>
          Perishables carry our 100% freshness guarantee: tell us within 24 hours of delivery, with your order number,
          and we refund the item in full.
        </li>
        <li>Unopened non-perishable items may be returned within 7 days of delivery.</li>
        <li>
          Refunds go back to the original payment method within 5–10 business days; cash payments are refunded as store
          credit or by check.
        </li>
      </ul>
      <h2>Price match</h2>
      <p>
        If you find a lower advertised price for the same item at a local Indian grocery store in Dallas–Fort Worth, we
        match it and take an extra 5% off. Send us the advertisement before you order; clearance and bulk prices are not
        included.
      </p>
      <h2>Bulk orders</h2>
      <p>
        Orders of 50 or more items for restaurants, temples and events are quoted separately through our bulk order
        form; the quote we confirm by email is the price you pay.
      </p>
      <h2>Contact</h2>
      <p>Questions about these terms? Email hello@desigrocer.example or call (469) 555-0142, every day 8 AM – 9 PM.</p>
    </ContentPage>
  );
}
