import { BulkOrderForm } from '../components/bulk-order-form';
import { ContentPage } from '../components/content-page';

export default function BulkOrdersPage() {
  return (
    <ContentPage
      title="Bulk Orders"
      description="Bulk orders of 50+ items for restaurants, temples, schools and celebrations across Dallas–Fort Worth, with bulk pricing from Desi Grocer."
      intro="Cooking for a wedding, a temple festival or a restaurant kitchen? Order 50 or more items and we will quote you a bulk price."
    >
      <h2>Who orders in bulk</h2>
      <ul>
        <li>
          Restaurants and caterers: rice, atta, dals, oil and ghee by the sack and the tin, on a regular schedule.
        </li>
        <li>Temples and community halls: prasadam and annadanam supplies for festivals and weekly programs.</li>
        <li>Families: weddings, pujas, graduation parties and Diwali gifting.</li>
      </ul>
      <h2>How it works</h2>
      <ul>
        <li>Tell us what you need, how many, and the date: the list below needs at least 50 items in total.</li>
        <li>We check stock with our suppliers and reply within one business day with your price.</li>
        <li>We deliver to your kitchen or venue anywhere we deliver in Dallas–Fort Worth, or you collect in Irving.</li>
      </ul>
      <h2>Request a bulk price</h2>
      <BulkOrderForm />
    </ContentPage>
  );
}
