import { Link } from 'react-router';
import { ContentPage, POLICIES_UPDATED } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'Affiliate terms of service',
    'The terms of the Reelcart affiliate programme: referrals, commission, payouts and promotion rules.',
  );
}

export default function AffiliateTos() {
  return (
    <ContentPage
      title="Affiliate terms of service"
      updated={POLICIES_UPDATED}
      lead={
        <p>
          These terms apply to members of the Reelcart affiliate programme, in addition to our{' '}
          <Link to="/tos">terms of service</Link>.
        </p>
      }
    >
      <h2>1. Joining</h2>
      <p>
        You must be an adult, hold a Reelcart account and give accurate details. We may decline or
        end any membership, in particular where promotion would breach these terms or the law.
      </p>

      <h2>2. Referrals</h2>
      <p>
        You receive a referral code and links carrying it (the <code>dkr</code> parameter, with an
        optional <code>source</code> to tell your channels apart). When a visitor follows your link,
        a referral cookie is stored for up to one year. A sale is credited to you when the referred
        visitor signs up with the referral in place and completes a paid order. The last referral
        link followed before sign-up wins; self-referrals are not credited.
      </p>

      <h2>3. Commission</h2>
      <p>
        You earn the commission rate shown in your affiliate dashboard on the net amount of each
        credited sale (after discounts, taxes and payment fees). Commission becomes payable once the
        order can no longer be refunded or charged back; refunded or reversed orders are deducted (a
        partial refund deducts only the commission on the amount refunded).
      </p>

      <h2>4. Payouts</h2>
      <p>
        Set up your payout details (bank transfer, PayPal or a crypto wallet) under payout setup.
        Payable commission is paid monthly once it passes the minimum payout shown in your
        dashboard; smaller balances carry over. You are responsible for taxes on your earnings and
        may be asked for tax information before a payout.
      </p>

      <h2>5. How you may promote</h2>
      <ul>
        <li>Only to adults, and only where adult content may lawfully be promoted.</li>
        <li>
          Use the creatives we provide or your own honest descriptions; do not suggest that any
          performer is under 18, or that content is non-consensual.
        </li>
        <li>
          No spam, misleading ads, cookie stuffing, forced clicks or bidding on our brand name.
        </li>
        <li>Do not present yourself as Reelcart or make promises on our behalf.</li>
        <li>Disclose that you are an affiliate where the law or the platform requires it.</li>
      </ul>

      <h2>6. Fraud</h2>
      <p>
        Commission from fraudulent, artificial or incentivised traffic is void. We may withhold
        payouts while we investigate and end memberships that breach these rules.
      </p>

      <h2>7. Data</h2>
      <p>
        You see aggregated figures (clicks, sign-ups, sales and earnings), never the identity or
        purchases of referred customers. See the <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>8. Changes and ending</h2>
      <p>
        We may change commission rates or these terms with 30 days' notice; either side may end the
        membership at any time. Commission earned before the end is paid under these terms.
        Questions: <Link to="/contact">contact us</Link>.
      </p>
    </ContentPage>
  );
}
