import { Link } from 'react-router';
import { ContentPage, POLICIES_UPDATED } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'Privacy policy',
    'What personal data Reelcart collects, why, how long it is kept and the choices you have.',
  );
}

export default function Privacy() {
  return (
    <ContentPage
      title="Privacy policy"
      updated={POLICIES_UPDATED}
      lead={
        <p>
          We collect as little as we need to sell you videos and run the affiliate programme, and we
          never sell your personal data. This policy explains what we collect and why.
        </p>
      }
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account data</strong>: your e-mail address, a password (stored only as a salted
          hash), an optional display name, and whether your address is verified.
        </li>
        <li>
          <strong>Purchases</strong>: what you bought or rented, at which resolution, when, the
          price and the payment method used. Card details are handled by our payment providers and
          never reach our servers.
        </li>
        <li>
          <strong>Cart</strong>: the videos in your cart, kept in your browser and, once you log in,
          on our servers so it follows you between devices.
        </li>
        <li>
          <strong>Technical data</strong>: your approximate country (to offer the right payment
          methods and prices), your browser type and security logs.
        </li>
        <li>
          <strong>Referral data</strong>: if you arrive through an affiliate link, the affiliate
          code, the source and the page you landed on, so that the affiliate can be credited.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through the contact or report forms.
        </li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>We use only what the store needs to work:</p>
      <ul>
        <li>a sign-in cookie, kept for up to one year, so you stay logged in;</li>
        <li>an affiliate referral cookie, kept for up to one year, set only by a referral link;</li>
        <li>your cart and display preferences, stored in your browser.</li>
      </ul>
      <p>We do not use advertising cookies or sell data to advertisers.</p>

      <h2>Why we use it</h2>
      <ul>
        <li>to deliver what you bought and keep your library available (our contract with you);</li>
        <li>to prevent fraud and abuse, and keep the site secure (our legitimate interests);</li>
        <li>to pay affiliates for referred sales (our contract with them);</li>
        <li>to meet tax, accounting and record-keeping obligations (legal obligation).</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Payment providers (to take payment), hosting and e-mail providers (to run the service), and
        authorities where the law requires it. An affiliate who referred you sees only that a
        referred account signed up or bought, and the amount earned: never your e-mail address or
        which videos you bought.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Account and library data for as long as your account is open. Order records for as long as
        tax law requires (typically up to 10 years). Security logs for up to 90 days. Messages for
        up to two years after the matter is closed.
      </p>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, you may ask for a copy of your data, its correction or
        deletion, restrict or object to its use, or move it to another service. You may also
        complain to your data protection authority. To make a request,{' '}
        <Link to="/contact">contact us</Link> from the address of your account.
      </p>

      <h2>Discretion</h2>
      <p>
        Card statements show a neutral merchant name. Our e-mails have neutral subjects and contain
        no explicit images.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy, the date above changes; significant changes are announced on the
        site before they apply.
      </p>
    </ContentPage>
  );
}
