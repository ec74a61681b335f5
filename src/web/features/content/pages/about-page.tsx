import { ContentPage } from '../components/content-page';

export default function AboutPage() {
  return (
    <ContentPage
      title="About Desi Grocer"
      description="Desi Grocer brings authentic Indian groceries, sourced directly from Indian farms and suppliers, to homes across Dallas–Fort Worth."
      intro="We are a family-run Indian grocery shop delivering the tastes of home to kitchens across Dallas–Fort Worth."
    >
      <p>
        Desi Grocer started with a simple frustration: finding the right atta, the exact masala brand and fresh curry
        leaves meant a long drive and a lot of luck. Today we carry more than 1,000 products — staples, spices, snacks,
        sweets, pooja essentials and fresh produce — and deliver them to more than 50 ZIP codes from Frisco to
        Southlake.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>Sourced directly from Indian farms and suppliers, so you get authentic brands at honest prices.</li>
        <li>Same-day delivery when you order before 2 PM.</li>
        <li>Price match, plus an extra 5% off.</li>
        <li>100% freshness guarantee on perishables: tell us within 24 hours for a full refund.</li>
        <li>Weekly sale every Thursday, up to 40% off.</li>
        <li>Bulk orders for 50+ items for restaurants, temples and celebrations.</li>
      </ul>
      <h2>Where we deliver</h2>
      <p>
        We deliver across Dallas, Irving, Plano, Frisco, Southlake, Grapevine and many more neighborhoods. Enter your
        ZIP code on the home page to check delivery to your door.
      </p>
    </ContentPage>
  );
}
