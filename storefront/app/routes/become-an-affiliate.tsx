import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'Become an affiliate',
    'Earn a share of every Reelcart sale you refer: how the affiliate programme works and how to join.',
  );
}

export default function BecomeAnAffiliate() {
  return (
    <ContentPage
      title="Become a Reelcart affiliate"
      lead={
        <p>
          Review sites, creators and communities for adults: earn a share of every sale you refer,
          with tracking you can see and monthly payouts.
        </p>
      }
    >
      <p>
        <Link to="/affiliate/sign-up" className="btn btn-solid no-underline">
          Join the affiliate programme
        </Link>
      </p>

      <h2>How it works</h2>
      <ol>
        <li>Sign up as an affiliate. You get a personal referral code straight away.</li>
        <li>
          Share links to any page of the store with your code. The link generator adds a source tag
          so you can compare your channels.
        </li>
        <li>
          Visitors who follow your link are remembered for up to a year. When they sign up and buy,
          the sale is credited to you.
        </li>
        <li>Follow clicks, sign-ups and sales in your affiliate dashboard.</li>
        <li>Add your payout details and get paid monthly.</li>
      </ol>

      <h2>Why promote Reelcart</h2>
      <ul>
        <li>Pay-per-video, no subscription: an easy first purchase for your audience.</li>
        <li>Every title licensed from its studio, with consent and age records in place.</li>
        <li>Marketing material and banners ready to use.</li>
        <li>Commission on every order of a referred customer, not only the first.</li>
      </ul>

      <h2>Rules in short</h2>
      <p>
        Promote only to adults, honestly, without spam or misleading ads. The full rules, including
        commission, payouts and what happens with refunds, are in the{' '}
        <Link to="/affiliate-tos">affiliate terms of service</Link>. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    </ContentPage>
  );
}
