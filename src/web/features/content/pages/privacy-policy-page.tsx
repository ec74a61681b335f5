import { ContentPage } from '../components/content-page';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      description="How Desi Grocer collects, uses and protects your personal information."
      intro="Effective November 25, 2026"
    >
      <p>
        This policy explains what personal information Desi Grocer (4200 N MacArthur Blvd, Irving, TX 75038) collects
        when you shop with us, why we collect it and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details you give us: name, email address, phone number, date of birth if you add it, and delivery
          addresses.
        </li>
        <li>
          Order details: the products you buy, delivery slots and instructions, substitution choices, tips, promo codes,
          loyalty points and payment status.
        </li>
        <li>
          Messages you send us through the contact, bulk-order and franchise forms, with the network address they came
          from (we use it only to stop spam), and our replies to you.
        </li>
        <li>Basic usage data such as searches, recently viewed products and pages viewed, to improve the shop.</li>
      </ul>
      <h2>Payments</h2>
      <p>
        Card payments are processed by Stripe. Your card number goes from your browser to Stripe and never reaches or is
        stored on our servers; we keep only the payment&apos;s status and amount. Stripe&apos;s own privacy policy
        applies to the data it processes.
      </p>
      <h2>Email</h2>
      <p>
        We email you to verify your address, reset your password, confirm your orders and answer your messages. These
        are part of the service; we send no marketing email.
      </p>
      <h2>How we use your information</h2>
      <ul>
        <li>To deliver your orders, contact you about them and provide customer support.</li>
        <li>To run your account, loyalty points, subscriptions and promotions.</li>
        <li>To keep the shop secure, prevent fraud and limit spam.</li>
      </ul>
      <h2>Sharing</h2>
      <p>
        We do not sell your personal information. We share it only with the providers who help us run the shop (payments
        with Stripe, email delivery, our delivery drivers), and only what each needs.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use one session cookie to keep you signed in and your browser&apos;s local storage to keep a guest cart
        between visits. We use no advertising or third-party tracking cookies.
      </p>
      <h2>Keeping and deleting your information</h2>
      <p>
        You can view and update your account details at any time. To have your account and personal information deleted,
        email hello@desigrocer.example from the address on your account: we delete it within 30 days, except order
        records the law requires us to keep for tax purposes (seven years), which we keep without your contact details
        where we can.
      </p>
      <h2>Changes</h2>
      <p>If we change this policy we will update the date above and, for significant changes, tell you by email.</p>
    </ContentPage>
  );
}
