import { ContentPage } from '../components/content-page';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      description="How Desi Grocer collects, uses and protects your personal information."
      intro="Last updated: January 2026"
    >
      <p>
        This policy explains what personal information Desi Grocer collects when you shop with us, why we collect it and
        the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us: name, email address, phone number and delivery addresses.</li>
        <li>
          Order details: the products you buy, delivery slots, substitutions and payment status. Card numbers are
          handled by our payment processor and never stored by us.
        </li>
        <li>Basic usage data such as searches and pages viewed, to improve the shop.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To deliver your orders, contact you about them and provide customer support.</li>
        <li>To run your account, loyalty points, subscriptions and promotions.</li>
        <li>To keep the shop secure and prevent fraud.</li>
      </ul>
      <h2>Sharing</h2>
      <p>
        We do not sell your personal information. We share it only with service providers who help us deliver orders and
        process payments, and only as needed.
      </p>
      <h2>Your choices</h2>
      <p>
        You can view and update your account details at any time, unsubscribe from marketing emails, or ask us to delete
        your account by emailing hello@desigrocer.example.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use a session cookie to keep you signed in and your browser's local storage to keep your cart between visits.
      </p>
    </ContentPage>
  );
}
