import { ContentPage } from '../components/content-page';
import { FranchiseForm } from '../components/franchise-form';

export default function FranchisePage() {
  return (
    <ContentPage
      title="Open a Desi Grocer Franchise"
      description="Run a Desi Grocer Indian grocery store in your city: our suppliers, our online shop and delivery, and your local knowledge."
      intro="We are looking for people who know their neighbourhood to open Desi Grocer stores beyond Dallas–Fort Worth."
    >
      <h2>What you get</h2>
      <ul>
        <li>Our direct supply of Indian staples, spices and fresh produce at the prices our own stores pay.</li>
        <li>Your store on the Desi Grocer website, with same-day delivery to the ZIP codes around you.</li>
        <li>Store layout, training for your team and our weekly Thursday sale.</li>
      </ul>
      <h2>What we look for</h2>
      <ul>
        <li>Experience running a shop, a restaurant or a team, and time to be in the store yourself.</li>
        <li>A city with a growing Indian community and a storefront of around 3,000–6,000 square feet in mind.</li>
        <li>The means to invest; the form asks for a range so we can talk about the right store size.</li>
      </ul>
      <h2>Tell us about yourself</h2>
      <FranchiseForm />
    </ContentPage>
  );
}
